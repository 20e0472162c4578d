package lang

// La pantalla de preparación: quién se sienta a la mesa, las opciones del
// juego, la semilla.
func init() {
	registerLines("es", `
setup.seats	Asientos
setup.game	Juego
setup.players	Jugadores (de %[1]d a %[2]d)
setup.fewer	Menos jugadores
setup.more	Más jugadores
setup.solo	%[1]d · solitario
setup.seed	Semilla
setup.seed_label	Semilla del reparto (escribe cifras)
setup.new_seed	Otra semilla
setup.new_seed_label	Sacar una semilla nueva
setup.seat_hint	Haz clic en un nombre para cambiarlo, y en un símbolo para cambiar su color.
setup.seed_hint	La misma semilla reparte las mismas cartas.
setup.back	‹ Volver
setup.back_label	Volver al inicio
setup.start	Empezar
setup.start_label	Empezar la partida
setup.seat_colour	Color del asiento %[1]d
setup.seat_name	Nombre del asiento %[1]d
setup.seat_level	Asiento %[1]d: %[2]s
setup.option	%[1]s: %[2]s
setup.you	Tú

setup.level.human	Persona
setup.level.easy	Fácil
setup.level.normal	Normal
setup.level.hard	Difícil
setup.level.expert	Experto

setup.option.expansions	Expansiones
setup.choice.expansions.none	Ninguna
setup.choice.expansions.rainbow	Arcoíris
setup.choice.expansions.gold	Oro
setup.choice.expansions.rainbow+gold	Las dos

setup.no_name	El asiento %[1]d no tiene nombre: haz clic en él y escribe uno.
setup.same_name	Los asientos %[1]d y %[2]d se llaman los dos %[3]s: dale a cada uno su nombre.
setup.solo_person	Una partida en solitario necesita una persona en la silla: pon el asiento 1 en Persona.
setup.not_playable	%[1]s aún no se puede jugar: su mesa todavía está en obras.
setup.cannot_start	Esta mesa no puede empezar: %[1]v
setup.replaces_saved	Empezar sustituye tu partida sin terminar de este juego (%[1]s). Pulsa Empezar otra vez para comenzar igualmente.
setup.name_full	Un nombre tiene como mucho %[1]d letras.
setup.seed_full	Esa es la mayor semilla que hay.
`)
}
