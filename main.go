// Command salotto plays Salotto: three tabletop card games (Dolce Vita,
// HMS Dolores, The Duchess's Necklace) against bots or hot-seat.
//
//	salotto                       the title screen
//	salotto -scenes               list the scenes -scene can open
//	salotto -scene rules:dolores  open a scene directly
//	salotto -size 844x390         window size (a phone in landscape)
//	salotto -screenshot out.png   write a PNG once animations settle, exit
//	salotto -scale 2              render at 2 device pixels per window pixel
//	salotto -seed 42 -mute
//	salotto -lang es              play in Spanish (en, es, it; default: the system's)
//
// F11 toggles fullscreen. Sound is off with -mute, with SALOTTO_NOAUDIO=1,
// or when no sound device is found; the game never fails for want of one.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/audio"
	"salotto/lang"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables/all"
	"salotto/tables/lobby"
)

// Exit codes: 2 for a bad command line (unknown scene or flag), 1 for a
// failure while running (screenshot not writable, RunGame error).
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type options struct {
	scene      string
	list       bool
	w, h       int
	scale      float64 // device pixels per window pixel; 0: the monitor's
	screenshot string
	seed       uint64
	mute       bool
	lang       string // -lang, ?lang=; "" takes the system's language
	replay     string // a game record to open as a replay
	autoplay   bool   // watch the bots play, games chained
	server     string // -server, ?server=: the room server's address
	join       string // -join, ?room=: a room's code to go to first
	name       string // -name: the player's name online, for this run
}

// defaultServer is the room server a build plays online with when the
// page or the command line names none: a browser build for itch.io sets
// it with -ldflags "-X main.defaultServer=wss://rooms.example.org"
// (SALOTTO_SERVER in scripts/web-build.sh).
var defaultServer string

// parseScale reads the scale typed after label ("-scale=", "?scale="):
// none means the monitor's own factor. Like a bad seed, a bad one is shown
// on the page, so the catalog words it.
func parseScale(label, s string) (float64, error) {
	if s == "" {
		return 0, nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0.5 || f > 4 {
		return 0, errors.New(lang.English().T("scenes.address.scale", label, s))
	}
	return f, nil
}

// parseSeed reads the seed typed after label ("-seed=", "?seed="); none
// means a fresh one of nine digits from the clock, as short to read out as
// the setup screen's own. The page shows the error of a bad one,
// so it is worded by the catalog (in the default language: the address is
// read before any setting).
func parseSeed(label, s string) (uint64, error) {
	if s == "" {
		return uint64(time.Now().UnixNano()) % 1_000_000_000, nil
	}
	seed, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, errors.New(lang.English().T("scenes.address.seed", label, s, uint64(1<<64-1)))
	}
	return seed, nil
}

// checkWritable makes sure a screenshot can be written before the window
// opens, so a typo fails at once instead of after the game ran. A file the
// check had to create is removed again.
func checkWritable(path string) error {
	_, statErr := os.Stat(path)
	existed := statErr == nil
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("cannot write screenshot %s: %w", path, errors.Unwrap(err))
	}
	f.Close()
	if !existed {
		os.Remove(path)
	}
	return nil
}

func run(args []string, stdout, stderr io.Writer) int {
	// A panic outside the game loop (while opening the first scene) is
	// reported to the page too; inside the loop the bridge does it.
	defer func() {
		if r := recover(); r != nil {
			reportError(fmt.Errorf("panic: %v", r))
			panic(r)
		}
	}()
	o, err := parseFlags(args, stderr)
	if err != nil {
		if isHelp(err) {
			return exitOK
		}
		fmt.Fprintln(stderr, "salotto:", err)
		reportUsage(err)
		return exitUsage
	}
	system := systemLanguage()
	words, err := lang.Choose(o.lang, system)
	if err != nil {
		fmt.Fprintln(stderr, "salotto:", err)
		reportUsage(err)
		return exitUsage
	}

	reg := scenes.NewRegistry()
	all.Register(reg)
	online := lobby.New(all.Games, lobby.Options{Server: o.server, Default: defaultServer, Name: o.name, Out: stdout})
	online.Register(reg)
	if o.list {
		for _, n := range reg.Names() {
			fmt.Fprintln(stdout, n)
		}
		return exitOK
	}
	if !reg.Has(o.scene) {
		fmt.Fprintf(stderr, "salotto: unknown scene %q\nvalid scenes:\n  %s\n", o.scene, strings.Join(reg.Names(), "\n  "))
		reportUsage(errors.New(lang.English().T("scenes.address.scene", o.scene, strings.Join(reg.Names(), ", "))))
		return exitUsage
	}
	if o.screenshot != "" {
		if err := checkWritable(o.screenshot); err != nil {
			fmt.Fprintln(stderr, "salotto:", err)
			return exitError
		}
	}

	store := openStore(o, stderr)
	// a table's last autosave may still be on its way to the disk (the
	// store's writer, save.Store.WriteLater) when the window closes
	defer store.Flush()
	ctx := newContext(o, words, system, store, soundAdapter{audio.New(!o.mute)})
	ctx.Scenes = reg
	ctx.Width, ctx.Height = o.w, o.h
	first, err := openFirst(ctx, o, online)
	if err != nil {
		fmt.Fprintln(stderr, "salotto:", err)
		return exitError
	}
	app := scenes.NewApp(ctx, first)
	app.FixScale(o.scale)
	app.ThrottleWhenIdle(true)
	if o.screenshot != "" {
		app.ScreenshotWhenSettled(o.screenshot)
	}

	ebiten.SetWindowTitle(ctx.Words.T("scenes.wordmark"))
	ebiten.SetWindowSize(o.w, o.h)
	ebiten.SetWindowSizeLimits(480, 270, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The screen keeps its picture between frames; the app redraws only
	// when something moved (idle costs almost nothing).
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetTPS(60)

	game := bridge(app)
	if err := ebiten.RunGameWithOptions(game, &ebiten.RunGameOptions{}); err != nil {
		fmt.Fprintln(stderr, "salotto:", err)
		reportError(err)
		return exitError
	}
	if err := app.Err(); err != nil {
		fmt.Fprintln(stderr, "salotto:", err)
		return exitError
	}
	return exitOK
}

// newContext is the run's context: the settings earlier runs saved in
// store (in the system's language when there are none), then the command
// line over them for this run only: -lang (?lang=) plays in words, and
// -mute (?mute=1) is silent, neither of them saved.
func newContext(o options, words *lang.Catalog, system string, store *save.Store, snd scenes.Sounds) *scenes.Context {
	ctx := scenes.NewContext(snd, o.seed)
	own, _ := lang.Choose("", system) // asking for no name cannot fail
	ctx.Words, ctx.Settings.Language = own, own.Tag()
	ctx.Store = store
	ctx.LoadSettings()
	if o.lang != "" {
		ctx.PlayIn(words)
	}
	ctx.Muted = o.mute
	return ctx
}

// soundAdapter lets scenes ask for effects by their own names.
type soundAdapter struct{ p *audio.Player }

var soundMap = [...]audio.Sound{
	scenes.SoundDeal:    audio.Deal,
	scenes.SoundFlip:    audio.Flip,
	scenes.SoundPlace:   audio.Place,
	scenes.SoundRefused: audio.Refused,
	scenes.SoundWin:     audio.Win,
	scenes.SoundButton:  audio.Button,
}

func (s soundAdapter) Play(snd scenes.Sound) {
	if int(snd) >= 0 && int(snd) < len(soundMap) {
		s.p.Play(soundMap[snd])
	}
}
func (s soundAdapter) SetVolume(v float64) { s.p.SetVolume(v) }
func (s soundAdapter) SetMuted(m bool)     { s.p.SetMuted(m) }
