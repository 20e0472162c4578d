package lang

// Consejos de la primera partida y su interruptor en Ajustes.
func init() {
	registerLines("es", `
hints.dismiss	Haz clic o pulsa Intro para cerrar este consejo.
hints.settings	Consejos para empezar
hints.settings_hint	Uno en cada momento clave, una sola vez
hints.settings_on	Consejos para empezar activados
hints.settings_off	Consejos para empezar desactivados

hints.dolcevita.first_placement	Consejo: arrastra una carta de número bajo una columna de lujos. Cuando todos hayan colocado, cada columna va a sus totales más altos, una carta de abajo para cada uno.
hints.dolcevita.first_tie	Consejo: los totales iguales bajo una columna se anulan: esos jugadores no reciben nada de esa columna.
hints.dolcevita.first_trade_in	Consejo: un canje. Si ganas un lujo de un tipo que ya tienes, te quedas la carta nueva y la vieja va arriba de la columna, donde otro ganador puede llevársela.
hints.dolores.first_gesture	Consejo: muestra una mano en secreto. Compartir si ambos comparten, Conflicto para pelear por el botín, Esquivar para llevarte una carta y retirarte.
hints.dolores.first_mib	Consejo: te has llevado un Mensaje en una botella. Guárdalo: la mesa te ofrecerá jugarlo en su momento, y la página de reglas explica cada uno.
hints.necklace.first_discard	Consejo: quédate con cinco cartas y descarta una. El panel muestra los deseos que cumplen tus cinco cartas y su valor en florines.
hints.necklace.first_preview	Consejo: señala una carta para ver qué cambiaría al descartarla (o al tomar la de arriba del descarte) antes de decidir.
`)
}
