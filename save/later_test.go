//go:build !js

package save

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestWriteLaterDoesNotWaitForTheDisk: while the writer's first write is
// held between its sync and its rename (a slow disk), WriteLater returns
// at once, the store reads the newest document queued, five more writes
// of it are made as one, and Flush waits until the newest is on disk.
func TestWriteLaterDoesNotWaitForTheDisk(t *testing.T) {
	dir := t.TempDir()
	release, held := make(chan struct{}), make(chan struct{})
	var writes atomic.Int32
	s := OpenDirPausing(dir, func() {
		if writes.Add(1) == 1 {
			close(held)
			<-release
		}
	})
	returned := make(chan error)
	go func() {
		err := s.WriteLater("d", testKind, doc{A: 1})
		<-held
		for i := 2; i <= 6 && err == nil; i++ {
			err = s.WriteLater("d", testKind, doc{A: i})
		}
		returned <- err
	}()
	select {
	case err := <-returned:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		close(release)
		t.Fatal("WriteLater waited for the write held on its way to the disk")
	}
	var got doc
	if err := s.Read("d", testKind, &got); err != nil || got.A != 6 {
		t.Errorf("while the first write is held the store reads %+v, %v; want the newest, 6", got, err)
	}
	close(release)
	s.Flush()
	if n := writes.Load(); n != 2 {
		t.Errorf("six writes queued behind a held one made %d writes, want 2 (the held one, then the newest)", n)
	}
	data, err := os.ReadFile(filepath.Join(dir, "d.json"))
	if err != nil || !strings.Contains(string(data), `"a":6`) {
		t.Errorf("after Flush the file holds %q, %v; want the newest document", data, err)
	}
	if ended, err := s.Written(); !ended || err != nil {
		t.Errorf("Written says ended %v, %v; want a write done without error", ended, err)
	}
	if ended, _ := s.Written(); ended {
		t.Error("Written told of the same writes twice")
	}
}

// TestRemoveLaterAndReads: a removal queued behind a held write reads as
// gone at once, and a plain Write made meanwhile is not undone by the
// queue.
func TestRemoveLaterAndReads(t *testing.T) {
	release := make(chan struct{})
	var held atomic.Bool
	s := OpenDirPausing(t.TempDir(), func() {
		if held.CompareAndSwap(false, true) {
			<-release
		}
	})
	if err := s.WriteLater("a", testKind, doc{A: 1}); err != nil {
		t.Fatal(err)
	}
	if err := s.RemoveLater("a"); err != nil {
		t.Fatal(err)
	}
	if err := s.Read("a", testKind, &doc{}); !errors.Is(err, ErrNotFound) {
		t.Errorf("a document whose removal is queued reads %v, want ErrNotFound", err)
	}
	if err := s.WriteLater("b", testKind, doc{A: 1}); err != nil {
		t.Fatal(err)
	}
	close(release)
	if err := s.Write("b", testKind, doc{A: 2}); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	var got doc
	if err := s.Read("b", testKind, &got); err != nil || got.A != 2 {
		t.Errorf("after Write the queue left %+v, %v; want the Write's 2", got, err)
	}
	if s.Has("a") {
		t.Error("the queued removal did not remove")
	}
}

// TestWrittenTellsAFailure: a write the writer could not make (the folder
// is a file) is told by Written once it has ended.
func TestWrittenTellsAFailure(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(notDir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s := OpenDir(notDir)
	if err := s.WriteLater("d", testKind, doc{}); err != nil {
		t.Fatalf("WriteLater refused at once: %v", err)
	}
	s.Flush()
	if ended, err := s.Written(); !ended || err == nil {
		t.Errorf("Written says ended %v, %v; want the failure", ended, err)
	}
}
