package memory

// Moved counts the bytes that transfers moved, by direction, from the
// side of the command that needed them: HostToDevice into its device
// from host memory, DeviceToHost from a device into host memory (for a
// command on the native device, or a host access), DeviceToDevice into
// its device from another device's memory. Bytes between two devices go
// through host memory and cross the host's links twice, but count once,
// as DeviceToDevice.
type Moved struct {
	HostToDevice, DeviceToHost, DeviceToDevice int64
}

// Add adds o to m.
func (m *Moved) Add(o Moved) {
	m.HostToDevice += o.HostToDevice
	m.DeviceToHost += o.DeviceToHost
	m.DeviceToDevice += o.DeviceToDevice
}

// Total is the bytes moved in all directions.
func (m Moved) Total() int64 { return m.HostToDevice + m.DeviceToHost + m.DeviceToDevice }
