module github.com/gosycl/gosycl

go 1.26.8

require github.com/jgillich/go-opencl v0.0.0-20180608191952-a0efba3e5257

require github.com/stretchr/testify v1.12.1 // indirect
