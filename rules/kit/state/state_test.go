package state

import "testing"

type st struct {
	Round int   `json:"round"`
	Units []int `json:"units"`
}

func TestCopyIsIndependent(t *testing.T) {
	a := st{Round: 3, Units: []int{1, 2}}
	var b st
	Copy(&b, &a)
	b.Units[0] = 9
	if a.Units[0] != 1 || b.Round != 3 {
		t.Errorf("copy shares memory or lost a field: %+v %+v", a, b)
	}
	if Hash(&a) == Hash(&b) || Hash(&a) != Hash(&st{Round: 3, Units: []int{1, 2}}) {
		t.Error("the hash does not follow the state")
	}
}
