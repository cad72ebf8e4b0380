# Mü (moteur : bot/rules/mu). $trump est une lettre de couleur (r b g y k), un chiffre 0-9 ou « mu ».
mu-trump-name = { $trump ->
    [r] rouge
    [b] bleu
    [g] vert
    [y] jaune
    [k] noir
    [mu] Mü (pas d'atout du chef)
   *[other] les { $trump }
}

## Refus
err-mu-game-over = Cette partie de Mü est terminée.
err-mu-not-now = Pas maintenant : { $expected ->
    [bid] les enchères sont en cours (enchérissez ou passez).
    [trump] il faut d'abord annoncer l'atout.
    [partner] le chef choisit son partenaire.
   *[play] la main se joue (jouez une carte).
}
err-mu-bid-empty = Pour enchérir, montrez au moins une carte ; sinon, passez.
err-mu-card-already-shown = { $card } est déjà posée devant vous : enchérissez avec des cartes de votre main cachée.
err-mu-card-not-in-hand = Vous n'avez pas la carte { $card }.
err-mu-bid-too-many = Trop de cartes : vous pouvez en montrer au plus { $allowed } de plus (personne ne peut en avoir plus de { $limit } devant soi pour l'instant).
err-mu-vice-must-name = Le vice doit annoncer un atout ; seul le chef peut dire Mü.
err-mu-trump-not-shown = Vous ne pouvez annoncer qu'une couleur ou un chiffre présent sur vos propres cartes montrées ; { $trump ->
    [r] le rouge n'y est pas.
    [b] le bleu n'y est pas.
    [g] le vert n'y est pas.
    [y] le jaune n'y est pas.
    [k] le noir n'y est pas.
   *[other] le { $trump } n'y est pas.
}
err-mu-trump-same-as-vice = L'atout du vice est déjà { $trump ->
    [r] le rouge
    [b] le bleu
    [g] le vert
    [y] le jaune
    [k] le noir
   *[other] le { $trump }
} : choisissez-en un autre, ou Mü pour ne pas prendre d'atout du chef.
err-mu-partner-self = Vous ne pouvez pas être votre propre partenaire.
err-mu-partner-vice = Le vice mène l'équipe adverse : il ne peut pas être votre partenaire.
err-mu-partner-unknown = { $member } n'est pas une place de cette table.
err-mu-partner-sits-out = { $member } ne joue pas cette main et ne peut pas être votre partenaire.
err-mu-must-follow = Vous devez fournir : { $suit ->
    [trump] l'entame est un atout et vous avez un atout.
    [r] l'entame est rouge et vous avez une carte rouge qui n'est pas un atout.
    [b] l'entame est bleue et vous avez une carte bleue qui n'est pas un atout.
    [g] l'entame est verte et vous avez une carte verte qui n'est pas un atout.
    [y] l'entame est jaune et vous avez une carte jaune qui n'est pas un atout.
   *[k] l'entame est noire et vous avez une carte noire qui n'est pas un atout.
} Vous ne pouvez pas jouer { $card } maintenant.
err-mu-play-one-card = Jouez une seule carte (vous en avez indiqué { $count }).
err-mu-bad-card = Je ne reconnais pas « { $text } » comme une carte : une lettre de couleur puis un chiffre, par exemple r7 ou v0.
err-mu-bad-trump = Je ne reconnais pas « { $text } » comme un atout : une couleur (r b v j n), un chiffre (0-9) ou mu.

## Événements
ev-mu-bid = { $player } montre { $cards } et enchérit désormais à { $total }.
ev-mu-pass = { $player } passe.
ev-mu-all-passed = Personne n'a enchéri : la main n'est pas jouée et la donne passe au suivant.
ev-mu-eklat = Eklat ! { $tied } joueurs sont à égalité à { $bid } { $bid ->
    [one] carte
   *[other] cartes
}. La main n'est pas jouée ; { $provocateur } y est arrivé en dernier et perd des points.
ev-mu-chief = { $chief } est chef avec { $bid } { $bid ->
    [one] carte
   *[other] cartes
} : son équipe doit faire { $target } points.
ev-mu-vice = { $vice } est vice.
ev-mu-no-vice = Pas de vice pour cette main.
ev-mu-vice-trump = { $player } annonce l'atout du vice : { $trump ->
    [r] rouge
    [b] bleu
    [g] vert
    [y] jaune
    [k] noir
   *[other] les { $trump }
}.
ev-mu-chief-trump = { $player } { $trump ->
    [mu] dit Mü : pas d'atout du chef.
    [r] annonce l'atout du chef : rouge.
    [b] annonce l'atout du chef : bleu.
    [g] annonce l'atout du chef : vert.
    [y] annonce l'atout du chef : jaune.
    [k] annonce l'atout du chef : noir.
   *[other] annonce l'atout du chef : les { $trump }.
}
ev-mu-partner = { $player } choisit { $partner } comme partenaire.
ev-mu-play = { $player } joue { $card }{ $trump ->
    [yes] {" "}(atout)
   *[no] {""}
}.
ev-mu-trick = { $winner } remporte le pli ({ $points } { $points ->
    [one] point
   *[other] points
}).
ev-mu-hand-made = L'équipe de { $chief } réussit : { $team_points } points pour un objectif de { $target }. Prime de { $bonus } pour le chef et son partenaire.
ev-mu-hand-failed = L'équipe de { $chief } échoue : { $team_points } points pour un objectif de { $target }, { $short } { $short ->
    [one] carte surenchérie.
   *[other] cartes surenchéries.
}
ev-mu-hand-score = { $player } : { $card_points } points de cartes, prime { $bonus }, { $total } sur cette main, { $score } au total.
ev-mu-game-won = { $winner } gagne la partie avec { $score } points.
ev-mu-new-hand = Main { $hand } : { $dealer } distribue.

## Ligne d'état
ev-mu-status-auction = Enchères : à { $player } d'enchérir ou de passer (enchère la plus haute : { $max_bid }).
ev-mu-status-vice-trump = { $player } (vice) annonce l'atout du vice.
ev-mu-status-chief-trump = { $player } (chef) annonce l'atout du chef ou dit Mü.
ev-mu-status-partner = { $player } (chef) choisit son partenaire.
ev-mu-status-play = Pli { $trick } : à { $player } de jouer.
ev-mu-status-over = La partie est terminée.

## Commandes
ctl-mu-pass = Passer
ctl-mu-pass-chief = Passer : vous devenez chef
ctl-mu-bid-one = Montrer une carte de plus
ctl-mu-bid = Montrer { $n ->
    [one] une carte de plus
   *[other] jusqu'à { $n } cartes de plus
}
ctl-mu-vice-trump = Annoncer l'atout du vice
ctl-mu-chief-trump = Annoncer l'atout du chef (ou Mü)
ctl-mu-partner = Choisir votre partenaire (place)
ctl-mu-play = Jouer une carte

rules-mu = **Mü** est un jeu de plis pour 3 à 6 joueurs (idéalement 5) avec 60 cartes : cinq couleurs (**r**ouge, **b**leu, **v**ert, **j**aune, **n**oir) de 12 cartes chacune : 0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9. Les triangles d'une carte gagnée valent des points : les 1 et les 9 zéro, les 6 et les 7 deux, les autres un. Toutes les cartes sont distribuées.
    {"**"}Enchères.** À votre tour, `/bid cards:` pose une ou plusieurs cartes de votre main face visible devant vous, ou `/pass`. On ne peut jamais montrer plus d'une carte de plus que le joueur qui en montre le plus. Après avoir passé, on peut encore enchérir ; les enchères s'arrêtent quand tout le monde passe à la suite. Les cartes montrées restent dans votre main, visibles de tous.
    {"**"}Chef et vice.** Le plus de cartes montrées : chef. Une égalité pour le chef est un **Eklat** : la main n'est pas jouée, le dernier arrivé à égalité perd 10 × l'enchère, les autres ex æquo gagnent 5 × l'enchère. Le deuxième : vice (égalité départagée par les chiffres les plus hauts ; sinon pas de vice).
    {"**"}Atouts.** Le vice annonce une couleur ou un chiffre de ses cartes montrées, puis le chef (un autre), ou **Mü** pour aucun. Les doubles atouts sont les plus forts, puis l'atout du chef, puis celui du vice. Un atout n'appartient plus à sa couleur. Le chef choisit ensuite un partenaire (pas le vice).
    {"**"}Jeu.** Le chef entame. Fournissez la couleur demandée (ou l'atout) si possible ; l'atout le plus fort gagne, sinon la plus forte carte de la couleur ; à égalité, la première jouée.
    {"**"}Score.** Chacun marque les points de ses plis. Si l'équipe du chef atteint l'objectif de l'enchère, chef et partenaire gagnent une prime. Sinon le chef perd 10 par carte surenchérie et chaque adversaire en gagne 5. Premier à 200 : victoire.
