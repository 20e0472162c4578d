package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/sprites"
)

// The salon's look for screens built outside this package that belong
// with the title and the settings rather than with a game's table (Play
// online): its colours, its backdrop, and its buttons as sprites styles.
var (
	SalonBrass = brass // lamps, edges and the chosen option
	SalonCream = cream // text
	SalonMuted = muted // quieter text
	SalonPanel = panelInk
)

// PaintSalon fills dst with the salon's lamp-lit backdrop.
func PaintSalon(dst *ebiten.Image) { paintBackdrop(dst) }

// SalonButtons are the salon's button styles: plain (outlined brass on
// the dark room), chosen (filled brass, as the title's Continue), and a
// field one types into (paper with dark ink).
func SalonButtons() (plain, chosen, field sprites.ButtonStyle) {
	dark := gfx.Hex("#1b1a16")
	plain = sprites.ButtonStyle{Fill: gfx.WithAlpha(panelInk, 0.85), Hover: gfx.Mix(panelInk, brassDeep, 0.55),
		Pressed: gfx.Mix(brassDeep, panelInk, 0.2), Text: cream, Border: brass}
	chosen = sprites.ButtonStyle{Fill: brass, Hover: gfx.Mix(brass, cream, 0.25), Pressed: gfx.Mix(brass, brassDeep, 0.5),
		Text: dark, Border: brass}
	field = sprites.ButtonStyle{Fill: paper, Hover: gfx.Mix(paper, cream, 0.5), Pressed: gfx.Mix(paper, brass, 0.2),
		Text: paperInk, Border: brassDeep}
	return plain, chosen, field
}

// SalonPanelPainter paints a panel of the salon, the settings' card: a
// dark card with a thin brass edge (a sprites.Picture's painter).
func SalonPanelPainter(dst *ebiten.Image, _, _ float64) { paintPanel(dst, 1) }

// SalonWarning is the colour of a refusal or a problem said on the salon.
var SalonWarning = color.RGBA{0xf2, 0xa6, 0x7a, 0xff}
