package mpitest

import (
	"slices"
	"testing"
)

// TestCleanEnv: a rank's environment loses its launcher's variables and
// the child mark; another process's keeps its Open MPI configuration
// and loses only the mark.
func TestCleanEnv(t *testing.T) {
	config := []string{"PATH=/bin", "OMPI_MCA_plm=isolated", "OMPI_MCA_btl=self,vader", "PMIX_MCA_mca_base_component_path=/x", "OPAL_PREFIX=/b/usr"}
	for _, c := range []struct {
		name    string
		environ []string
		want    []string
	}{
		{"not a rank: the configuration stays", append(slices.Clone(config), childEnv+"=1"), config},
		{"an Open MPI rank", append(slices.Clone(config), "OMPI_COMM_WORLD_SIZE=2", "OMPI_COMM_WORLD_RANK=1", "PMIX_NAMESPACE=ns"), []string{"PATH=/bin", "OPAL_PREFIX=/b/usr"}},
		{"a PMIx rank", []string{"PATH=/bin", "PMIX_RANK=0", "PMIX_SERVER_URI4=u", "OMPI_MCA_btl=tcp"}, []string{"PATH=/bin"}},
		{"a PMI rank", []string{"HOME=/h", "PMI_RANK=3", "PMI_FD=5"}, []string{"HOME=/h"}},
	} {
		if got := cleanEnv(c.environ); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
