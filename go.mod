module github.com/gosycl/gosycl

go 1.26.8

require (
	github.com/go-gl/mathgl v1.2.0
	github.com/jgillich/go-opencl v0.0.0-20180608191952-a0efba3e5257
	golang.org/x/tools v0.52.0
)

require (
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)

require (
	github.com/stretchr/testify v1.12.1
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
