// Package state holds the ruleset kit's helpers for a battle's state: a
// ruleset keeps its whole state in one struct of exported fields, with
// its dice under the JSON key "dice" (rules/rulestest replays positions
// with fresh dice by that key), saves it as JSON, hashes the saved form
// and clones through it.
package state

import (
	"encoding/hex"
	"encoding/json"
)

// Hash is the sha256 of v's JSON form, in hex: a battle's state hash,
// equal on every platform for the same state. A state that cannot be
// saved hashes to a line saying why.
func Hash(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return "unsaveable: " + err.Error()
	}
	h := sum256(data)
	return hex.EncodeToString(h[:])
}

// Copy sets *dst to an independent copy of *src through its JSON form,
// so that no slice, map or pointer is shared. It panics when the state
// cannot be saved or read back, which is a ruleset's bug: a state saves
// by design.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func Copy[T any](dst, src *T) {
	data, err := json.Marshal(src)
	if err != nil {
		panic("state: copy: " + err.Error())
	}
	var fresh T
	if err := json.Unmarshal(data, &fresh); err != nil {
		panic("state: copy: " + err.Error())
	}
	*dst = fresh
}
