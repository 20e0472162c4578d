package sprites

import "testing"

// BenchmarkMoving70Cards measures a tick in which every card of a 70-card
// table moves (a deal, a shuffle): each change records itself on the
// tree's root, then Update syncs the hit shapes of all of them.
func BenchmarkMoving70Cards(b *testing.B) {
	st := busyTable(70, NewSyntheticInput())
	for range 30 {
		st.Update()
	}
	var nodes []*Node
	for _, n := range st.Root.Children() {
		nodes = append(nodes, n)
		nodes = append(nodes, n.Children()...)
	}
	b.ReportAllocs()
	d := 0.0
	for b.Loop() {
		d = 1 - d
		for _, n := range nodes {
			n.SetPos(n.X()+d-0.5, n.Y())
		}
		st.Update()
	}
}
