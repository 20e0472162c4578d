package lang

// La mesa de El collar de la Duquesa: sus montones, el panel del collar
// con sus previsiones, el final de la partida.
func init() {
	registerLines("es", `
necklace.gem.amber	ámbar
necklace.gem.amethyst	amatista
necklace.gem.pearl	perla
necklace.gem.ruby	rubí
necklace.gem.emerald	esmeralda
necklace.gem.diamond	diamante
necklace.gem.jet	azabache
necklace.gem.sapphire	zafiro
necklace.gem.rainbow	arcoíris
necklace.gem.gold	oro

necklace.wish	%[1]d × %[2]s
necklace.wish_list	%[1]s, %[2]s
necklace.florins	%[1]d florines
necklace.florins_one	1 florín

necklace.panel.title	Tu collar
necklace.panel.wishes	Deseos cumplidos
necklace.panel.none	Aún no cumples ningún deseo
necklace.panel.open	Aún por cumplir
necklace.panel.new	+
necklace.panel.if_take	Si tomas %[1]s
necklace.panel.if_drop	Si descartas %[1]s
necklace.panel.then_drop	y luego descartas %[1]s

necklace.preview.gain	+%[1]d (%[2]s)
necklace.preview.gain_bare	+%[1]d
necklace.preview.loss	−%[1]d
necklace.preview.same	±0

necklace.pile.draw	Mazo para robar
necklace.pile.left	quedan %[1]d
necklace.pile.discard	Descartes
necklace.pile.empty	vacío
necklace.jewel_box	El joyero de la Duquesa
necklace.hand.yours	Tu mano
necklace.hand.of	Mano de %[1]s
necklace.strung	%[1]s: %[2]d florines

necklace.turn.take	Tu turno: toma la carta de arriba del mazo o del montón de descarte
necklace.turn.take_first	Tu turno: toma la carta de arriba del mazo
necklace.turn.discard	Ahora descarta una carta en el montón de descarte
necklace.turn.carry	Ahora pon la carta en tu mano: haz clic en tu mano
necklace.turn.carry_discard	Ahora haz clic en el montón de descarte para descartar la carta
necklace.turn.last	El mazo se ha acabado: toma el descarte de arriba, o termina la partida
necklace.turn.named	%[1]s: %[2]s
necklace.turn.other	Turno de %[1]s
necklace.choice.take	Tomar el descarte
necklace.choice.end	Terminar la partida
necklace.rival.rule	La joyería rival solo toma el descarte si mejora su collar; si no, roba; descarta la carta que menos echa de menos.
necklace.rival.name	La joyería rival
necklace.event.emptied	El mazo se ha acabado: un último turno cada uno
necklace.event.declined	%[1]s termina la partida
necklace.event.declined.you	Terminas la partida
necklace.end.wins	%[1]s gana con %[2]d florines
necklace.end.wins.you	Ganas con %[2]d florines
necklace.end.shared	Victoria compartida: %[1]d florines y %[2]d deseos cada uno
necklace.end.tiebreak	%[1]s gana por cumplir más deseos
necklace.end.tiebreak.you	Ganas por cumplir más deseos
necklace.end.solo_win	Vences a la joyería rival: %[1]d florines a %[2]d
necklace.end.solo_loss	Gana la joyería rival: %[2]d florines a tus %[1]d
necklace.end.solo	%[1]s. %[2]s
necklace.end.rating	Tu categoría: %[1]s
necklace.rating.apprentice	aprendiz
necklace.rating.jeweller	joyero
necklace.rating.master	maestro joyero
necklace.rating.duchess	joyero de la Duquesa
necklace.results.wishes	%[1]d deseos cumplidos
necklace.results.wishes_one	1 deseo cumplido
necklace.end.leave	Pulsa Escape para dejar la mesa
`)
}
