package lang

// Jugar en línea: la entrada del título, el centro (nombre, unirse o mirar
// por código, salas nuevas, volver a una sala, alojar en este ordenador),
// la Sala nueva de un juego (su pantalla de preparación en línea) y la
// antesala de una sala.
func init() {
	registerLines("es", `
lobby.entry	Jugar en línea
lobby.title	Jugar en línea
lobby.back_label	Volver al título
lobby.join_head	Unirse a una sala
lobby.new_head	Sala nueva
lobby.name	Tu nombre
lobby.name_label	Tu nombre (haz clic para escribirlo)
lobby.name_hint	Escribe tu nombre
lobby.code	Código de sala
lobby.code_label	Código de sala (haz clic para escribirlo)
lobby.code_hint	ABCD-2345
lobby.join	Unirse
lobby.join_label	Unirse a la sala con este código
lobby.watch	Mirar
lobby.watch_label	Mirar la sala con este código
lobby.new_label	Sala nueva de %[1]s
lobby.room_button	Volver a la sala %[1]s · %[2]s
lobby.room_label	Volver a tu última sala
lobby.host	Alojar en este ordenador
lobby.host_label	Alojar salas en este ordenador, para amigos de la misma red
lobby.host_starting	Arrancando el servidor de este ordenador…
lobby.host_on	Alojando en este ordenador
lobby.host_failed	Este ordenador no pudo alojar salas: %[1]s
lobby.hosting	Este ordenador aloja salas: los amigos de la misma red abren Salotto con -server %[1]s
lobby.server	Las salas se juegan en %[1]s
lobby.server_looking	Buscando el servidor de salas…
lobby.server_bad	La dirección de servidor %[1]s no sirve: escríbela como http://host:8080 (o https://, ws://, wss://).
lobby.no_server_page	No hay ningún servidor de salas, así que aquí no se pueden crear ni unirse a salas. Arranca uno que sirva también esta página: go run ./cmd/salotto-server -web web (después de ./scripts/web-build.sh) y abre la dirección que indica. O añade ?server=DIRECCIÓN a la dirección de esta página.
lobby.no_server_desktop	No hay ningún servidor de salas. Pulsa Alojar en este ordenador para jugar con amigos de tu red, o arranca un servidor (go run ./cmd/salotto-server) y abre Salotto con -server DIRECCIÓN.
lobby.name_empty	Primero escribe tu nombre: los demás lo ven en la mesa.
lobby.save_failed	Esta sala no se pudo guardar en este dispositivo: al recargar o reiniciar no volverás a ella.
lobby.kept_unreadable	No se pudieron leer tus salas en línea: %[1]s
lobby.doc	Tus salas en línea y tu nombre

lobby.code.empty	Primero escribe el código de la sala: 8 letras y cifras, como ABCD-2345.
lobby.code.length	Un código de sala tiene %[1]d letras y cifras; este tiene %[2]d.
lobby.code.confusable	Los códigos de sala no llevan %[1]s: nunca usan 0, O, 1 ni I. Vuelve a mirar el código.
lobby.code.character	%[1]s nunca aparece en un código de sala: los códigos son letras y las cifras del 2 al 9.

lobby.err.no_room	Ninguna sala tiene el código %[1]s. Revisa el código: una sala se cierra un día después de la última jugada.
lobby.err.gone	La sala %[1]s ya no existe: su partida terminó hace tiempo, o la sala caducó.
lobby.err.room_full	La sala %[1]s no tiene ningún asiento libre. Puedes mirarla.
lobby.err.bad_token	La sala %[1]s ya no reconoce el asiento de este dispositivo.
lobby.err.too_fast	El servidor pide que esperes unos segundos antes de volver a intentarlo.
lobby.err.bad_room	El servidor no pudo crear esta sala: %[1]s
lobby.err.not_ready	Todos los asientos tienen que estar ocupados para empezar.
lobby.err.not_host	Solo quien creó la sala puede empezar la partida.
lobby.err.version	Este Salotto y el servidor hablan versiones distintas: actualiza el juego.
lobby.err.closed	El servidor cerró la conexión: %[1]s
lobby.err.other	El servidor dice: %[1]s

lobby.room.heading	%[1]s · sala en línea
lobby.room.code_head	Código de sala
lobby.room.code_label	Código de sala %[1]s
lobby.room.copy	Copiar enlace
lobby.room.copy_label	Copiar el enlace de la sala, para enviarlo a tus amigos
lobby.room.copied	Enlace copiado: envíaselo a tus amigos.
lobby.room.copy_failed	No se pudo copiar el enlace: selecciónalo arriba y cópialo a mano.
lobby.room.desktop_share	Los amigos abren Salotto con:
lobby.room.command	salotto -join %[1]s -server %[2]s
lobby.room.printed_line	Sala %[1]s (%[2]s): los amigos se unen con   %[3]s
lobby.room.seats	Asientos
lobby.room.making	Creando la sala…
lobby.room.joining	Uniéndote a la sala %[1]s…
lobby.room.opening	Abriendo la sala %[1]s…
lobby.room.unreachable	El servidor no responde. Se vuelve a intentar en %[1]d s…
lobby.room.reconnecting	Reconectando… %[1]d s
lobby.room.wait_friend	Esperando a un amigo
lobby.room.wait_friends	Esperando a %[1]d amigos
lobby.room.ready	Ya están todos: empieza cuando quieras.
lobby.room.wait_host	Esperando a que el anfitrión empiece.
lobby.room.watching	Estás mirando: la partida aparecerá aquí cuando el anfitrión la empiece.
lobby.room.starting	La partida empieza…
lobby.room.closed	La sala %[1]s se cerró antes de que terminara su partida.
lobby.room.table_failed	La mesa no se pudo abrir: %[1]s
lobby.room.start	Empezar
lobby.room.start_label	Empezar la partida
lobby.room.leave	‹ Salir
lobby.room.leave_label	Volver a Jugar en línea (la sala te guarda el asiento)

lobby.seat.you	%[1]s (tú)
lobby.seat.empty	Un asiento libre
lobby.seat.bot	bot · %[1]s
lobby.seat.label	Asiento %[1]d: %[2]s, %[3]s
lobby.presence.here	aquí
lobby.presence.connected	en línea
lobby.presence.dropped	ausente
lobby.presence.standin	juega un bot hasta que vuelva
lobby.presence.empty	esperando a un amigo
lobby.presence.bot	bot

lobby.setup.title	%[1]s · sala nueva
lobby.setup.friend	Amigo
lobby.setup.here	Aquí
lobby.setup.bot	Bot · %[1]s
lobby.setup.friend_seat	(un amigo)
lobby.setup.seat_hint	Amigo: alguien que se une con el código de la sala. Aquí: personas que se turnan en esta pantalla. Bot: lo juega el servidor; vuelve a hacer clic para otro nivel.
lobby.setup.deal_hint	El servidor reparte las cartas: nadie ve el reparto, y al final cada dispositivo comprueba que era cierto.
lobby.setup.need_here	Una sala te necesita en uno de sus asientos: pon uno en Aquí.
lobby.setup.create	Crear sala
lobby.setup.create_label	Crear la sala y recibir su código
lobby.setup.back_label	Volver a Jugar en línea
`)
}
