//go:build !js

package lobby

import (
	"net"
	"path/filepath"
	"strings"

	"salotto/online/client"
	"salotto/online/server"
	"salotto/save"
	"salotto/scenes"
)

// hostAddrs are where Host on this computer listens: every interface, on
// port 8080 when it is free, the same every time, so that a room hosted
// before a crash or a restart is found again where its players' devices
// look for it; else on any free port.
var hostAddrs = []string{":8080", ":0"}

// noServerKey says, on the desktop, how to reach or run a server.
const noServerKey = "lobby.no_server_desktop"

// startHost starts a room server in this process, on every network
// interface, keeping its rooms in the config folder (hosted-rooms).
func startHost() (*hosting, error) {
	dir, err := save.Dir()
	if err != nil {
		return nil, err
	}
	o := server.Options{Data: filepath.Join(dir, "hosted-rooms"), Node: "here"}
	var s *server.Server
	for _, addr := range hostAddrs {
		o.Addr = addr
		if s, err = server.Start(o); err == nil {
			break
		}
	}
	if err != nil {
		return nil, err
	}
	u := s.URL()
	port := u[strings.LastIndex(u, ":")+1:]
	local, err := client.RoomsURL("127.0.0.1:" + port)
	if err != nil {
		s.Close()
		return nil, err
	}
	return &hosting{local: local, shared: "http://" + net.JoinHostPort(lanAddress(), port), stop: s.Close}, nil
}

// lanAddress is this computer's address on its local network, as friends
// beside it reach it: a private IPv4 address when it has one, else any
// other it has, else the loopback (no network: this computer alone).
func lanAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return "127.0.0.1"
	}
	other := ""
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		ip := n.IP.To4()
		if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
			continue
		}
		if ip.IsPrivate() {
			return ip.String()
		}
		if other == "" {
			other = ip.String()
		}
	}
	if other != "" {
		return other
	}
	return "127.0.0.1"
}

// addHost adds Host on this computer.
func (h *Hub) addHost() {
	w := h.ctx.Words
	h.host = h.button("button:host", w.T("lobby.host"), w.T("lobby.host_label"), h.startHosting)
}

// startHosting starts this computer's server, off the frame.
func (h *Hub) startHosting() {
	if h.on.host != nil || h.hosting != nil {
		return
	}
	h.ctx.Play(scenes.SoundButton)
	h.say("")
	h.hosting = h.on.startHosting()
	h.refresh()
}

// startHosting starts this computer's server on a goroutine; the app is
// woken when it is up, or could not start.
func (on *Online) startHosting() *hostStart {
	hs := &hostStart{done: make(chan hostResult, 1)}
	go func() {
		h, err := startHost()
		hs.done <- hostResult{h, err}
		on.opts.Wake()
	}()
	return hs
}

// pollHost takes the server once it started.
func (h *Hub) pollHost() {
	if h.hosting == nil {
		return
	}
	select {
	case r := <-h.hosting.done:
		h.hosting = nil
		if r.err != nil {
			h.say(h.ctx.Words.T("lobby.host_failed", r.err.Error()))
		} else {
			h.on.host = r.h
		}
		h.refresh()
	default:
	}
}

// refreshHost shows whether this computer hosts, or is starting to.
func (h *Hub) refreshHost() {
	w := h.ctx.Words
	switch {
	case h.on.host != nil:
		h.host.SetLabel(w.T("lobby.host_on"))
		h.host.SetDisabled(true)
	case h.hosting != nil:
		h.host.SetLabel(w.T("lobby.host_starting"))
		h.host.SetDisabled(true)
	default:
		h.host.SetLabel(w.T("lobby.host"))
		h.host.SetDisabled(false)
	}
}
