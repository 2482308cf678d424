package cluster

import "reflect"

func asKind(x any) reflect.Kind { return reflect.TypeOf(x).Kind() }
func typeOf(x any) reflect.Type { return reflect.TypeOf(x) }
