//! The fuzz targets' input reader: fixed-width little-endian fields from the fuzzer's bytes,
//! missing bytes read as zero (shared by the cuckoo and counting targets).

pub struct Input<'a>(pub &'a [u8]);

impl Input<'_> {
    pub fn u8(&mut self) -> u8 {
        let (b, rest) = self.0.split_first().map_or((0, &[][..]), |(b, r)| (*b, r));
        self.0 = rest;
        b
    }
    pub fn u16(&mut self) -> u16 {
        u16::from(self.u8()) | u16::from(self.u8()) << 8
    }
    pub fn u64(&mut self) -> u64 {
        (0..4).fold(0, |x, i| x | u64::from(self.u16()) << (16 * i))
    }
}
