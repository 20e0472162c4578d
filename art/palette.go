package art

import (
	"image/color"

	"salotto/gfx"
)

// Colors are a game's accent colours for everything drawn around the
// cards: text on the felt, highlights, panels.
type Colors struct {
	Felt      color.RGBA // the table's mean colour
	FeltDeep  color.RGBA // the table's shadowed edge
	Text      color.RGBA // text on the felt
	TextDim   color.RGBA // secondary text on the felt
	Accent    color.RGBA // titles, active seat, focus rings
	Highlight color.RGBA // drop targets, hovered cards
	Panel     color.RGBA // panels and buttons on the felt
	PanelText color.RGBA // text on panels
	Warning   color.RGBA // refused moves
	Shadow    color.RGBA // card shadows (premultiplied, translucent)
	// Ink is the game's colour on paper: the rules reference's headings,
	// rules and bullets (zero: the page's own ink).
	Ink color.RGBA
}

// The games' colours, and the salon's (the title, the settings, a game
// without its own).
var (
	DolceVitaColors = Colors{
		Felt: gfx.Hex("#7CBDB5"), FeltDeep: gfx.Hex("#4E948F"),
		Text: gfx.Hex("#FFF8EA"), TextDim: gfx.Hex("#DCEFEA"),
		Accent: gfx.Hex("#E07A5F"), Highlight: gfx.Hex("#F2C14E"),
		Panel: gfx.Hex("#F6EEDC"), PanelText: gfx.Hex("#2E2A26"),
		Warning: gfx.Hex("#B4432A"), Shadow: gfx.WithAlpha(gfx.Hex("#1E3B3A"), 0.35),
		Ink: gfx.Hex("#a4442a"),
	}
	DoloresColors = Colors{
		Felt: gfx.Hex("#2B3F55"), FeltDeep: gfx.Hex("#15212F"),
		Text: gfx.Hex("#EFE3C6"), TextDim: gfx.Hex("#A9B6C4"),
		Accent: gfx.Hex("#C9A04E"), Highlight: gfx.Hex("#E8C872"),
		Panel: gfx.Hex("#3A4F66"), PanelText: gfx.Hex("#F3E9D2"),
		Warning: gfx.Hex("#E07856"), Shadow: gfx.WithAlpha(gfx.Hex("#05090E"), 0.45),
		Ink: gfx.Hex("#234a6e"),
	}
	NecklaceColors = Colors{
		Felt: gfx.Hex("#6B1E2E"), FeltDeep: gfx.Hex("#3A0E18"),
		Text: gfx.Hex("#F6EBD6"), TextDim: gfx.Hex("#D9B9A8"),
		Accent: gfx.Hex("#D4AF5A"), Highlight: gfx.Hex("#F0D58C"),
		Panel: gfx.Hex("#4E1420"), PanelText: gfx.Hex("#F6EBD6"),
		Warning: gfx.Hex("#F08A5D"), Shadow: gfx.WithAlpha(gfx.Hex("#1A0508"), 0.45),
		Ink: gfx.Hex("#7a1f34"),
	}
	SalonColors = Colors{
		Felt: gfx.Hex("#3B3A36"), FeltDeep: gfx.Hex("#22211F"),
		Text: gfx.Hex("#F3ECDD"), TextDim: gfx.Hex("#B9B1A2"),
		Accent: gfx.Hex("#C9A45C"), Highlight: gfx.Hex("#E9CF8E"),
		Panel: gfx.Hex("#4A4843"), PanelText: gfx.Hex("#F3ECDD"),
		Warning: gfx.Hex("#E07856"), Shadow: gfx.WithAlpha(gfx.Hex("#000000"), 0.4),
	}
)
