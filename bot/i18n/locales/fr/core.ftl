# Textes du bot (partie commune). Chaque jeu ajoute son <jeu>.ftl ; les images utilisent render.ftl.

## Jeux et niveaux
game-tiles = Rami des chiffres
game-rummy = Rami
game-gin = Gin-rami
game-railroad = RailRoad Rummy
game-mu = Mü
level-easy = facile
level-medium = moyen
level-hard = difficile
period-all = depuis le début
period-month = 30 derniers jours
period-week = 7 derniers jours
language-auto = Automatique (ma langue Discord)
language-en = English
language-fr = Français
word-yes = oui
word-no = non
hand-dms-every_turn = à chaque tour
hand-dms-my_turn = seulement à mon tour
hand-dms-never = jamais
choice-stock = pioche
choice-discard = défausse

## Descriptions des commandes
cmd-game = Ouvrir, rejoindre et mener une partie dans ce salon
cmd-game-new = Ouvrir une nouvelle table dans ce salon
cmd-game-join = Rejoindre la table de ce salon
cmd-game-leave = Quitter la table de ce salon
cmd-game-start = Lancer la partie (hôte seulement)
cmd-game-cancel = Annuler la table ou la partie (hôte seulement)
cmd-game-addbot = Ajouter un joueur ordinateur (hôte seulement)
cmd-game-kick = Retirer une place de la table (hôte seulement)
cmd-game-status = Vous montrer la table de ce salon
cmd-game-rules = Lire le résumé des règles d'un jeu
cmd-game-rematch = Rouvrir une table avec les joueurs de la dernière partie
cmd-hand = Voir votre jeu et vos coups, en privé
cmd-draw = Piocher une carte ou une tuile (Rami des chiffres : piocher et finir son tour)
cmd-discard = Défausser une carte et finir votre tour
cmd-meld = Poser de nouvelles combinaisons (séparez-les par |)
cmd-layoff = Ajouter des cartes à une combinaison sur la table
cmd-claim = RailRoad Rummy : réclamer la défausse hors de votre tour
cmd-knock = Gin-rami : frapper (ou faire gin) en défaussant une carte
cmd-play = Jouer : un tour de Rami des chiffres, ou une carte de Mü
cmd-bid = Mü : enchérir en montrant des cartes
cmd-pass = Passer
cmd-deal = Rummy et Gin-rami : distribuer la donne suivante (le donneur)
cmd-trump = Mü : annoncer un atout (couleur, chiffre ou aucun)
cmd-partner = Mü : choisir votre partenaire
cmd-leaderboard = Les meilleurs joueurs du serveur
cmd-stats = Les résultats d'un joueur sur ce serveur
cmd-language = Choisir la langue du bot
cmd-language-me = La langue que le bot utilise avec vous
cmd-language-server = La langue par défaut du serveur (Gérer le serveur)
cmd-notifications = Jeu en message privé et mentions de tour
opt-game = Quel jeu
opt-preset = Jeu de règles (par exemple ambassador, official ou house au Rami des chiffres)
opt-target = Score qui termine la partie
opt-turn-timer = Secondes par tour
opt-level = La force du joueur ordinateur
opt-seat = Numéro de place, comme affiché à la table
opt-source = Où piocher
opt-card = Une carte, par exemple 10h, D♠ ou jk
opt-cards = Des cartes, par exemple 5h 6h 7h
opt-cards-melds = Des cartes, par exemple 5h 6h 7h | Ds Dd Dc
opt-meld = Numéro de la combinaison, comme affiché sur la table
opt-hmg = Utiliser un « Hold My Go » pour passer devant
opt-knock-melds = Facultatif : vos combinaisons, ex. 5h 6h 7h | Ds Dd Dc
opt-move = Rami des chiffres : r5 r6 r7; #3 + r8 — Mü : une carte comme r7
opt-trump = Une couleur (r b v j n), un chiffre, ou aucun
opt-member = Un membre du serveur
opt-period = Quelle période
opt-language = Langue
opt-hand-dms = Comment mon jeu m'arrive en message privé
opt-turn-pings = Me mentionner quand c'est mon tour

## Noms des options des commandes (minuscules, sans espace, 32 caractères au plus)
name-game = jeu
name-preset = regles
name-target = objectif
name-turn_timer = temps_par_tour
name-level = niveau
name-seat = place
name-source = source
name-card = carte
name-cards = cartes
name-meld = combinaison
name-hmg = hmg
name-melds = combinaisons
name-move = coup
name-choice = choix
name-member = membre
name-period = periode
name-language = langue
name-hand_dms = jeu_en_mp
name-turn_pings = mentions_de_tour

## Table d'attente et table de jeu
lobby-opened = Table de { $game } ouverte. Les autres peuvent la rejoindre avec le bouton ou /game join.
lobby-you-joined = Vous avez rejoint la table de { $game }.
lobby-you-left = Vous avez quitté la table.
lobby-started = La partie commence. Bonne chance !
lobby-cancelled-by-you = Annulé.
lobby-choose-level = Quel joueur ordinateur ?
lobby-ai-added = Un joueur ordinateur ({ $level }) s'est assis.
lobby-kicked = La place { $seat } a été libérée.
lobby-rematch = Une revanche est ouverte avec les mêmes joueurs. L'hôte la lance.
lobby-description = En attente de joueurs : { $count } assis, de { $min } à { $max } peuvent jouer.
lobby-players = Joueurs
lobby-settings = Réglages
lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-addbot = Ajouter une IA
lobby-button-settings = Réglages
lobby-button-start = Lancer
lobby-button-cancel = Annuler
settings-title = Réglages de la table
settings-preset = Jeu de règles
settings-turn-timer = Secondes par tour (de 15 à 3600)
settings-options = Autres options, une par ligne : nom = valeur
settings-options-placeholder = target = 300
settings-ai-pace = Rythme des ordinateurs
settings-ai-pace-placeholder = instant, normal ou slow
pace-instant = instantané
pace-normal = normal
pace-slow = lent
err-unknown-pace = Il n'existe pas de rythme « { $pace } ». Possibles : { $paces }.
settings-saved = Réglages enregistrés.
settings-line = Préréglage : `{ $preset }` · { $seconds } s par tour · rythme des ordinateurs : { $pace }
settings-assist = { $assist ->
    [off] Aides : aucune (ni conseil, ni placement automatique) · compte au classement
    [hints] Aides : conseils (ne compte pas au classement)
   *[other] Aides : conseils et placement automatique (ne compte pas au classement)
}
seat-ai-level = (ordinateur, { $level ->
        [easy] facile
        [hard] difficile
       *[medium] moyen
    })
button-my-hand = Mon jeu
table-footer = Partie n° { $id } · coup { $version }
table-finished = Partie terminée.
table-cancelled = Cette partie a été annulée.
hand-header = **{ $game }** · { $status }
    Votre jeu : `{ $hand }`
dm-table-link = [Jouez dans le salon]({ $url })
dm-closed = { $mention }, je ne peux pas vous envoyer de messages privés. Utilisez le bouton « Mon jeu » ou /hand pour voir votre jeu.
turn-ping = { $mention }, c'est à vous.
turn-reminder = { $mention }, la moitié de votre temps est écoulée : il reste { $seconds } s.
results-title = { $game } : scores finaux
result-line = { $rank }. **{ $name }** · { $score }
result-resigned = a abandonné
leaderboard-title = Classement { $game } ({ $period })
leaderboard-line = { $rank }. **{ $name }** · cote { $rating } · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
}
leaderboard-empty = Personne n'a encore terminé de partie de { $game } sur ce serveur.
stats-title = { $name } sur ce serveur
stats-line = **{ $game }** : { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
}, cote { $rating }
stats-empty = { $name } n'a encore terminé aucune partie sur ce serveur.
language-saved = Désormais, je vous parlerai en français.
language-server-saved = La langue du serveur est enregistrée.
notifications-saved = Jeu en message privé : { $dms } · mentions de tour : { $pings }.

## Événements annoncés dans le salon
ev-lobby-opened = { $player } a ouvert une table.
ev-player-joined = { $player } s'est assis.
ev-ai-joined = { $player } (ordinateur, { $level ->
        [easy] facile
        [hard] difficile
       *[medium] moyen
    }) s'est assis.
ev-player-left = { $name } est parti.
ev-player-kicked = { $name } a été retiré de la table.
ev-new-host = { $player } est maintenant l'hôte.
ev-settings-changed = Les réglages ont changé.
ev-lobby-cancelled = La table a été fermée.
ev-lobby-expired = La table s'est fermée après 15 minutes sans activité.
ev-game-started = La partie commence.
ev-game-cancelled = L'hôte a annulé la partie.
ev-rematch-opened = Revanche ! Mêmes joueurs, mêmes réglages.
ev-turn-timed-out = { $player } n'a plus de temps : le coup automatique a été joué.
ev-seat-handed-to-ai = { $player } a manqué plusieurs tours : un joueur ordinateur prend sa place jusqu'à son retour.
ev-seat-taken-back = { $player } est de retour et reprend sa place.
ev-win-not-rated = L'ordinateur a joué la plupart des tours de { $player } : cette victoire ne compte pas au classement.
ev-game-not-rated-assist = Cette table jouait avec de l'aide (conseils ou placement automatique) : ses résultats ne comptent pas au classement.
settings-coach = Coach : activé (un mot en privé après chaque tour quand un coup nettement meilleur existait) · ne compte pas au classement
ev-game-not-rated-coach = Cette table jouait avec le coach : ses résultats ne comptent pas au classement.
ev-coach-discard = Coach : en défaussant { $card }, il vous restait { $left } de bois mort ; { $better } en aurait laissé { $best }.
ev-coach-knock-missed = Coach : vous pouviez frapper en défaussant { $card } ({ $deadwood } de bois mort).
ev-coach-gin-missed = Coach : vous pouviez faire gin en défaussant { $card }.
ev-coach-tiles = Coach : { $laid ->
    [0] vous n'avez posé aucune tuile
    [one] vous avez posé 1 tuile ({ $points } points)
   *[other] vous avez posé { $laid } tuiles ({ $points } points)
} ; { $best } tuiles pouvaient être posées.
ev-coach-contract-missed = Coach : votre main tenait le contrat ({ $melds }) ; vous pouviez descendre avant de défausser { $card }.
ev-coach-contract-broken = Coach : en défaussant { $card }, vous avez cassé votre contrat ; vous pouviez descendre avec { $melds }.
coach-show-button = 🔍 Montre-moi
coach-show-answer = 🎓 Coach : { $title }
coach-show-discard = Défausser { $better } : { $best } de bois mort
coach-show-knock-missed = Frapper en défaussant { $card } ({ $deadwood } de bois mort)
coach-show-gin-missed = Gin en défaussant { $card }
coach-show-tiles = { $best } tuiles posées (entourées : de votre chevalet)
coach-show-contract-missed = Descendre avec le contrat
coach-show-contract-broken = Descendre avec le contrat
coach-show-expired = Ce « Montre-moi » a expiré : le coach ne garde le meilleur coup que jusqu'à votre coup suivant.
err-coach-show-not-yours = Ce « Montre-moi » appartient au tour d'un autre joueur.

## Refus
err-not-your-turn = Ce n'est pas votre tour.
err-unknown-command = { $command } n'est pas un coup de ce jeu.
err-not-a-move-here = /{ $command } n'est pas un coup de ce jeu ({ $game }). Ses coups : { $moves }, ou touchez-les sous « { $hand } ».
err-bad-option = { $option } : { $value } n'est pas un réglage valide.
err-unknown-game = Il n'existe pas de jeu « { $game } ». Choisissez-en un dans la liste.
err-unknown-preset = Il n'existe pas de jeu de règles « { $preset } ». Possibles : { $presets }.
err-unknown-level = Il n'existe pas de niveau « { $level } ».
err-no-target-score = Ce jeu n'a pas de score à atteindre : il se termine après un nombre fixe de manches.
err-bad-turn-timer = Le temps par tour doit être entre 15 et 3600 secondes (reçu : { $seconds }).
err-bad-option-line = Je n'ai pas compris cette ligne de réglage : { $line } (écrivez nom = valeur).
err-channel-busy = Ce salon a déjà une table de { $game }. Terminez-la ou annulez-la d'abord.
err-channel-busy-link = Ce salon a déjà une table de { $game } : { $link }. Terminez-la ou annulez-la d'abord.
err-no-game-here = Il n'y a pas de partie dans ce salon. Lancez-en une avec /game new.
err-game-over = Cette partie est terminée.
err-press-not-taken = Cette table n'a pas reçu votre action (son processus redémarre). Appuyez de nouveau dans un instant.
err-lobby-closed = Cette table est fermée.
err-game-already-started = La partie a déjà commencé.
err-game-not-running = La partie n'a pas encore commencé.
err-leave-running-game = La partie a commencé : vous ne pouvez plus la quitter. L'hôte peut l'annuler.
err-already-joined = Vous êtes déjà à cette table.
err-lobby-full = La table est complète ({ $max } joueurs).
err-not-a-player = Vous ne jouez pas à cette table.
err-host-only = Seul l'hôte (ou un membre qui peut gérer les messages) peut faire cela.
err-not-enough-players = Ce jeu demande au moins { $min } joueurs ({ $count } assis). Ajouter un joueur ordinateur ?
err-no-such-seat = Il n'y a pas de place { $seat }.
err-cannot-kick-host = L'hôte ne peut pas être retiré.
err-no-finished-game = Il n'y a pas de partie terminée dans ce salon à rejouer.
err-table-moved-on = La table a évolué depuis ce message. Utilisez le plus récent, ou « Mon jeu ».
err-table-changed-elsewhere = Une autre instance du bot vient de modifier cette table : rien n'a été fait. La table est rechargée : regardez-la de nouveau et réessayez.
err-unexpected = Un problème est survenu de mon côté (code { $id }). La partie est intacte ; réessayez.
err-missing-permissions = Vous n'avez pas la permission de faire cela.
err-guild-only = Cette commande ne fonctionne que dans un salon de serveur.
err-not-allowed = Vous n'avez pas le droit de faire cela ici.
err-bad-input = Je n'ai pas compris « { $value } ».
err-unknown-button = Ce bouton n'est plus reconnu.
err-more-problems = … et { $count } autres problèmes.
err-partner-not-seated = { $name } ne joue pas à cette table : choisissez un partenaire parmi les joueurs.
err-bot-missing-permission = Je ne peux pas jouer ici : il me manque la permission { $permissions } dans ce salon. Demandez-la à un gestionnaire du serveur, ou ouvrez la table dans un autre salon.
perm-view_channel = Voir le salon
perm-send_messages = Envoyer des messages
perm-send_messages_in_threads = Envoyer des messages dans les fils
perm-embed_links = Intégrer des liens
perm-attach_files = Joindre des fichiers
answer-owed = Votre dernier coup a bien été joué, même si ma réponse ne vous est pas parvenue : { $text }
dm-failing = { $mention }, Discord ne vous transmet pas mes messages privés en ce moment. Utilisez le bouton « Mon jeu » ou /hand pour voir votre jeu.
table-header = ## { $game } · n° { $id }
table-deadline = ⏳ Fin du tour { $when }
seat-score = { $score } pts
seat-held = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
seat-held-tiles = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
seat-to-act = à jouer
button-rematch = Revanche
turn-reminder-at = { $mention }, votre tour se termine { $when }.
table-claims-close = ⏳ La défausse peut être prise ; la fenêtre se ferme { $when }
turn-reminder-dm = ⏰ Votre tour se termine { $when }.
panel-replaced = Ce jeu a été remplacé par un plus récent ci-dessous.
panel-ready-ahead = La pioche de votre prochain tour est ci-dessous : touchez-la quand votre tour viendra.
claim-window-closes = Les autres peuvent prendre la défausse ; la fenêtre se ferme { $when }, puis votre tour continue.
seat-ai-short = ({ $level })

## /display : comment la table et le jeu d'un joueur lui sont montrés (images ou texte, couleurs)
cmd-display = Comment ma table et mon jeu sont montrés : images ou texte, couleurs
opt-display-table = Des images, ou la table et mon jeu en texte (lecteurs d'écran, connexions lentes)
opt-palette = Les couleurs de mes images
opt-four-colour = Cartes en quatre couleurs (pique noir, cœur rouge, carreau bleu, trèfle vert)
name-table = table
name-palette = palette
name-four_colour = quatre_couleurs
display-shown-pictures = images
display-shown-text = texte
palette-default = par défaut
palette-colourblind = adaptée au daltonisme
palette-contrast = contraste élevé
display-saved = Votre table et votre jeu : { $shown } · couleurs : { $palette } · quatre couleurs : { $four }. Chaque image porte une description pour les lecteurs d'écran.

## Tables dans des fils, rythmes de jeu
opt-place = Où se joue la table : dans ce salon, ou dans un nouveau fil à elle
opt-pace = Combien de temps peut durer un tour : direct, détendu (heures) ou correspondance (jours)
name-place = lieu
name-pace = rythme
place-channel = dans ce salon
place-thread = dans un nouveau fil
pace-live = direct (de quelques secondes à une heure par tour)
pace-relaxed = détendu (des heures par tour)
pace-correspondence = correspondance (jusqu'à 3 jours par tour)
err-bad-turn-timer-pace = À ce rythme, un tour dure entre { $low } minutes et { $high } heures (reçu : { $seconds } secondes).
err-unknown-table-pace = Il n'y a pas de rythme « { $pace } ». Rythmes : { $paces }.
err-thread-in-thread = Un fil ne peut pas contenir un autre fil : ouvrez la table depuis le salon lui-même, ou choisissez lieu : dans ce salon.
err-thread-not-here = Une table dans un fil ne peut s'ouvrir que depuis un salon textuel.
err-bot-missing-thread-permission = Je ne peux pas ouvrir le fil de la table ici : il me manque la permission { $permissions } dans ce salon. Demandez-la à un gestionnaire du serveur, ou ouvrez la table dans le salon lui-même.
perm-create_public_threads = Créer des fils publics
thread-name = { $game } n° { $id }
thread-link-open = 🧵 { $game } n° { $id } se joue dans { $thread } (ouverte par { $host }) : rejoignez-la là-bas.
thread-link-won = 🧵 { $game } n° { $id } dans { $thread } est terminée : gagnée par { $winners }.
thread-link-cancelled = 🧵 { $game } n° { $id } dans { $thread } a été annulée.
lobby-opened-in-thread = Table de { $game } ouverte dans { $thread }. Les autres peuvent la rejoindre là-bas.
dm-table-place = **{ $game } n° { $id }** dans { $place } : [aller à la table]({ $url })
claim-dm = La défausse peut être réclamée jusqu'à { $when } : répondez avec les boutons ci-dessous.
pace-short-live = direct
pace-short-relaxed = détendu
pace-short-correspondence = correspondance
games-none = Vous n'êtes assis à aucune table sur ce serveur. Ouvrez-en une avec /game new.
games-title = **Vos tables ici** ({ $count }) :
games-line = **{ $game } n° { $id }** dans { $place } · { $pace } · { $turn }{ $deadline } · [table]({ $url })
games-deadline = {" "}· se termine { $when }
games-lobby = salon d'attente, pas encore lancée
games-your-turn = **à vous de jouer**
games-their-turn = au tour de { $names }
games-more = …et { $count } de plus.
cmd-games = Les tables où vous êtes assis sur ce serveur, vos tours d'abord
settings-turn-timer-pace = Secondes par tour (de { $low } à { $high })
settings-table-pace = Rythme : { $pace } · { $turn } par tour
clock-hours-minutes = { $hours } h { $minutes } min
clock-hours = { $hours } h
clock-minutes = { $minutes } min
clock-seconds = { $seconds } s
settings-claim-clock = réclamations { $claim }
cmd-settings-tables = Où /game new ouvre les tables par défaut (dans le salon ou dans des fils) et à quel rythme
opt-settings-place = Où s'ouvrent les tables quand /game new ne le dit pas
opt-settings-pace = Le rythme des tables quand /game new ne le dit pas
server-show-tables = Les tables s'ouvrent { $place }, au rythme { $pace } (sauf si /game new dit autre chose).
server-tables-saved = Enregistré. { $line }
err-unknown-place = Il n'y a pas de lieu « { $place } ». Lieux : { $places }.

dm-seat-handed-to-ai = Vous avez manqué plusieurs tours : l'ordinateur joue votre place désormais. Jouez un coup à votre tour (Mon jeu, sur la table) pour la reprendre.
panel-your-turn = **À vous de jouer.**
err-not-your-turn-waiting = Ce n'est pas votre tour : { $status }
ev-game-won-resigned = { $winner } gagne la partie : { $resigned } a abandonné, et l'ordinateur a fini sa partie.
ai-seat-name = IA { $number }
button-refresh = Actualiser
