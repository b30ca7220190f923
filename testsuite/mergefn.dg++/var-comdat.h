// Shared by var-comdat.C and var-comdat-aux.C: equal read-only inline
// variables and variable template instantiations, each in its own comdat
// group.

inline const int ta[6] = { 3, 1, 4, 1, 5, 9 };
inline const int tb[6] = { 3, 1, 4, 1, 5, 9 };

template <typename T>
inline const T tt[4] = { 2, 7, 1, 8 };

const void *aux_addrs (int k);
