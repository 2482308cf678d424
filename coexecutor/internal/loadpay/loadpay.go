// Package loadpay is the rule that decides whether a memory argument's
// reads are bounded by the elements its footprint loads (sycl.Elements: a
// CSR matrix's nonzeros by its row pointers), shared by coexecutor's
// LaunchKernel (what a device's package moves) and coexecutor/cluster
// (what a node's package moves): the bounds cost a scan of the loaded
// elements on one host core, and pay only where the memory they bound is
// several times the memory scanned.
package loadpay

// ScanCost is about how many bytes a host link moves in the time one host
// core takes to scan one byte of loaded elements for their bounds (a core
// scans about 5 GB/s of int32 for their least and greatest, sycl's
// BenchmarkIntElementsBounds; a PCIe 4 or 5 link moves 25 to 55 GB/s, a
// network less).
const ScanCost = 8

// Pays reports whether bounding an argument of bytes bytes by loaded
// elements of loaded bytes in all can pay for their scan: only where the
// argument is at least ScanCost times the loaded memory. A smaller
// argument moves whole sooner than its bounds are found.
func Pays(bytes, loaded int64) bool { return loaded > 0 && bytes >= ScanCost*loaded }
