package kit

import (
	"math"
	"path/filepath"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// RecordsName is the scene name of the records screen (the title's
// "Open a record...").
const RecordsName = "records"

// The records screen's target ids; a listed record is "record:N", from 0.
const (
	RecordsBackID   = "button:records:back"
	RecordsChooseID = "button:records:choose"
)

// recordsShown is how many saved records the screen lists (the newest).
const recordsShown = 8

// Records is the screen that opens a game record as a replay: natively it
// lists the records saved from results screens (records/ in the config
// folder), newest first; in the browser it opens the page's file chooser,
// and a record dropped on the page opens too (OpenRecord). A record that
// cannot be replayed is refused here, in words, and left as it was.
type Records struct {
	ctx  *scenes.Context
	ts   []Table
	st   *sprites.Stage
	bg   *sprites.Picture
	head *sprites.Text
	note *sprites.Text // how to open one, or why the last was refused
	list []*sprites.Button
	back *sprites.Button
	pick *sprites.Button // the browser's file chooser; nil natively
	tl   scenes.TargetList
	next scenes.Change
}

// RegisterRecords adds the records screen to reg as "records".
func RegisterRecords(reg *scenes.Registry, ts ...Table) {
	reg.Add(RecordsName, nil, func(ctx *scenes.Context, _ string) (scenes.Scene, error) { return NewRecords(ctx, ts), nil })
}

// NewRecords builds the records screen.
func NewRecords(ctx *scenes.Context, ts []Table) *Records {
	w := ctx.Words
	r := &Records{ctx: ctx, ts: ts, st: ctx.NewStage()}
	r.bg = sprites.NewPicture(1, 1, func(dst *ebiten.Image, _, _ float64) { dst.Fill(barInk) })
	bgN := sprites.NewPainted(r.bg)
	bgN.SetZ(-10)
	r.head = sprites.NewText(w.T("replay.records.title"), gfx.Bold, 36, gfx.White)
	r.head.SetAnchor(0.5, 0)
	r.head.SetAlign(sprites.AlignCenter)
	r.note = sprites.NewText("", gfx.Regular, 17, gfx.White)
	r.note.SetAnchor(0.5, 0)
	r.note.SetAlign(sprites.AlignCenter)
	r.st.Root.Add(bgN, r.head.Node, r.note.Node)
	paths, err := savedRecords()
	switch {
	case canChooseFile():
		r.pick = r.button(RecordsChooseID, w.T("replay.records.choose"), chooseFile)
		r.note.SetText(w.T("replay.records.browser"))
	case err != nil:
		r.note.SetText(w.T("replay.records.unlisted", err.Error()))
	case len(paths) == 0:
		dir, _ := RecordsDir()
		r.note.SetText(w.T("replay.records.none", dir))
	default:
		r.note.SetText(w.T("replay.records.pick"))
	}
	for i, p := range paths[:min(len(paths), recordsShown)] {
		path := p
		r.list = append(r.list, r.button(recordID(i), filepath.Base(p), func() { r.openFile(path) }))
	}
	r.back = r.button(RecordsBackID, w.T("scenes.back"), func() { r.next = scenes.Pop() })
	return r
}

func recordID(i int) string { return "record:" + strconv.Itoa(i) }

func (r *Records) button(id, label string, do func()) *sprites.Button {
	b := sprites.NewButton(label, 300, 44, func() { r.ctx.Play(scenes.SoundButton); do() })
	b.Name = id
	r.st.Root.Add(b.Node)
	r.tl.Add(id, label, b.Node)
	return b
}

// openFile replays the record at path, or says why not.
func (r *Records) openFile(path string) {
	data, err := readRecordFile(path)
	if err != nil {
		r.Refuse(r.ctx.Words.T("replay.refused.unreadable", err.Error()))
		return
	}
	r.Open(data)
}

// Open replays record data in the screen's place, or says why not.
func (r *Records) Open(data []byte) {
	rp, err := NewReplay(r.ctx, r.ts, data)
	if err != nil {
		r.Refuse(ReplayRefusal(r.ctx.Words, err))
		return
	}
	r.next = scenes.Push(rp)
}

// Refuse shows why a record was not opened.
func (r *Records) Refuse(msg string) {
	r.ctx.Play(scenes.SoundRefused)
	r.note.SetText(msg)
	r.Layout(r.ctx, max(r.ctx.Width, 1), max(r.ctx.Height, 1))
}

// Note is the line under the heading (tests read a refusal there).
func (r *Records) Note() string { return r.note.Text() }

// OpenRecord is a record arriving from outside the screens (a file
// dropped on the page or chosen in the browser's file chooser): replayed
// over top, or, when it cannot be, refused on the records screen.
func OpenRecord(ctx *scenes.Context, ts []Table, top scenes.Scene, data []byte) scenes.Change {
	if rs, ok := top.(*Records); ok {
		rs.Open(data)
		ch := rs.next
		rs.next = scenes.None
		return ch
	}
	rp, err := NewReplay(ctx, ts, data)
	if err != nil {
		rs := NewRecords(ctx, ts)
		rs.note.SetText(ReplayRefusal(ctx.Words, err))
		return scenes.Push(rs)
	}
	return scenes.Push(rp)
}

// Name implements scenes.Scene.
func (r *Records) Name() string { return RecordsName }

// Layout implements scenes.Scene: the heading, the note, the list in a
// column, Back at the bottom.
func (r *Records) Layout(ctx *scenes.Context, w, h int) {
	m := scenes.NewMetrics(w, h, ctx.Scale)
	r.st.SetSize(m.W, m.H)
	r.bg.Resize(m.W, m.H)
	mg := m.PxMin(28, 10)
	r.head.SetFont(gfx.Bold, m.Font(40, 22))
	r.head.SetPos(m.W/2, mg)
	_, hh := r.head.Size()
	r.note.SetFont(gfx.Regular, m.Font(18, 12))
	r.note.SetWrap(m.W - 2*mg)
	r.note.SetPos(m.W/2, mg+hh+mg*0.5)
	_, nh := r.note.Size()
	bw, bh := math.Min(m.W-2*mg, m.PxMin(520, 260)), m.PxMin(44, 30)
	gap := m.PxMin(8, 4)
	y := mg + hh + nh + mg
	rows := r.list
	if r.pick != nil {
		rows = append([]*sprites.Button{r.pick}, rows...)
	}
	bottom := m.H - mg - bh
	for _, b := range rows {
		b.SetSize(bw, bh)
		b.Label().SetFont(gfx.Bold, math.Round(bh*0.4))
		b.SetPos(m.W/2, y+bh/2)
		b.SetVisible(y+bh <= bottom-gap)
		y += bh + gap
	}
	r.back.SetSize(m.PxMin(200, 130), bh)
	r.back.Label().SetFont(gfx.Bold, math.Round(bh*0.42))
	r.back.SetPos(m.W/2, m.H-mg-bh/2)
	r.st.Invalidate()
}

// Update implements scenes.Scene: Escape is Back.
func (r *Records) Update(ctx *scenes.Context) scenes.Change {
	r.st.Update()
	if r.st.Action(sprites.ActBack) && r.next.IsNone() {
		r.next = scenes.Pop()
	}
	ch := r.next
	r.next = scenes.None
	return ch
}

// Draw implements scenes.Scene.
func (r *Records) Draw(dst *ebiten.Image) { r.st.Draw(dst) }

// NeedsRedraw implements scenes.Scene.
func (r *Records) NeedsRedraw() bool { return r.st.NeedsRedraw() }

// Settled implements scenes.Scene.
func (r *Records) Settled() bool { return !r.st.Animating() }

// Targets implements scenes.Scene.
func (r *Records) Targets(dst []scenes.Target) []scenes.Target { return r.tl.AppendTo(dst) }
