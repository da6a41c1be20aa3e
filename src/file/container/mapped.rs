//! A container mapped zero-copy ([`MmapContainer`]): validated on open like the readers, its
//! members answered through `FilterRef`.

use super::*;

/// A container file mapped zero-copy, read-only: the members of a saved [`ScalableFilter`] or
/// [`RotatingFilter`], each answered through the same [`FilterRef`] code as any filter, and a
/// key "may be present" when any member may contain it (the answer both types give).
///
/// Opening reads the container header and the members' headers only. As with
/// [`MmapFilter`](crate::MmapFilter), the file must not be modified or truncated while it is
/// mapped; replacing it by `save` (which renames a new file into place) is safe.
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("lb-doc-stack-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # let path = dir.join("s.lbs");
/// let mut f = linebloom::ScalableFilter::builder().initial_capacity(100).build()?;
/// for k in 0..1000u64 {
///     f.insert(&k)?;
/// }
/// f.save(&path)?;
/// // SAFETY: nothing truncates or rewrites `path` in place while `m` lives.
/// let m = unsafe { linebloom::MmapContainer::open(&path)? };
/// assert_eq!(m.num_filters(), f.num_filters());
/// assert!(m.contains(&999u64));
/// m.verify()?;
/// assert_eq!(linebloom::ScalableFilter::load(&path)?.insert_count(), f.insert_count());
/// # std::fs::remove_dir_all(&dir).unwrap();
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct MmapContainer {
    map: memmap2::Mmap,
    header: ContainerHeader,
    members: Vec<Header>,
    ops: &'static Ops,
}

impl MmapContainer {
    /// Maps a container file and checks its header, its members' headers and its length.
    ///
    /// # Safety
    /// As for [`MmapFilter::open`](crate::MmapFilter::open): the file must not be truncated or
    /// modified in place while the value lives (renaming a new file over it is safe).
    pub unsafe fn open<P: AsRef<Path>>(path: P) -> Result<MmapContainer, Error> {
        let path = path.as_ref();
        let file = open_regular(path)?;
        // SAFETY: the mapping is read-only and private to this value; the caller promised that the
        // file is neither truncated nor modified in place while it is mapped (`open`'s contract).
        let map = unsafe { memmap2::Mmap::map(&file) }
            .map_err(|e| Error::io("cannot map", &e).in_file(path))?;
        let head: &[u8; HEADER_LEN] = map
            .get(..HEADER_LEN)
            .and_then(|h| h.try_into().ok())
            .ok_or_else(|| {
                Error::new(ErrorKind::Truncated, "shorter than its header").in_file(path)
            })?;
        let header = ContainerHeader::decode(head).map_err(|e| e.in_file(path))?;
        check_container_len(&header, map.len() as u64).map_err(|e| e.in_file(path))?;
        let mut members = Vec::with_capacity(header.members.len());
        let mut end = HEADER_LEN;
        for (i, m) in header.members.iter().enumerate() {
            let at = m.offset as usize;
            check_padding(i, &map[end..at]).map_err(|e| e.in_file(path))?;
            end = at + m.len as usize;
            let h: &[u8; HEADER_LEN] = map[at..at + HEADER_LEN]
                .try_into()
                .map_err(|_| corrupt("member header out of range").in_file(path))?;
            let h = Header::decode(h)
                .map_err(|e| Error::new(e.kind(), format!("member {i}: {e}")).in_file(path))?;
            header.check_member(i, &h).map_err(|e| e.in_file(path))?;
            if !(map.as_ptr() as usize + at + HEADER_LEN).is_multiple_of(64) {
                return Err(
                    Error::new(ErrorKind::Io, "mapping is not 64-byte aligned").in_file(path)
                );
            }
            members.push(h);
        }
        let shapes: Vec<(u64, u32)> = members.iter().map(|h| (h.num_blocks, h.k)).collect();
        check_params(&header, &shapes).map_err(|e| e.in_file(path))?;
        let ops = Backend::detect().require()?;
        Ok(MmapContainer {
            map,
            header,
            members,
            ops,
        })
    }

    /// What the container holds.
    pub fn kind(&self) -> ContainerKind {
        self.header.kind
    }

    /// The number of members (sub-filters or generations).
    pub fn num_filters(&self) -> usize {
        self.members.len()
    }

    /// The shared seed.
    pub fn seed(&self) -> u64 {
        self.header.seed
    }

    /// The false-positive rate the filter was built for.
    pub fn fpr(&self) -> f64 {
        self.header.fpr
    }

    /// Bytes of filter memory, every member together.
    pub fn size_bytes(&self) -> usize {
        self.members
            .iter()
            .map(|h| h.num_blocks as usize * 64)
            .sum()
    }

    /// For a RotatingFilter, the index of the current generation among the members
    /// ([`member`](Self::member), ring order); for a ScalableFilter, the newest member.
    pub fn current(&self) -> usize {
        match self.header.kind {
            ContainerKind::Rotating => self.header.b as usize,
            ContainerKind::Scalable => self.members.len() - 1,
        }
    }

    /// Member `i`: its filter view, the keys it is sized for and the keys it holds.
    ///
    /// ```
    /// # let dir = std::env::temp_dir().join(format!("lb-member-doc-{}", std::process::id()));
    /// # std::fs::create_dir_all(&dir).unwrap();
    /// # let path = dir.join("s.lbf");
    /// let mut s = linebloom::ScalableFilter::builder().initial_capacity(10).build()?;
    /// for k in 0..25u64 {
    ///     s.insert(&k)?;
    /// }
    /// s.save(&path)?;
    /// // SAFETY: nothing truncates or rewrites `path` in place while `c` lives.
    /// let c = unsafe { linebloom::MmapContainer::open(&path)? };
    /// let first = c.member(0);
    /// assert_eq!((first.capacity, first.keys), (10, 10));
    /// assert!(first.filter.contains(&3u64));
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Panics
    /// If `i >= num_filters()`.
    pub fn member(&self, i: usize) -> ContainerMember<'_> {
        let (filter, capacity, keys) = self.member_parts(i);
        ContainerMember {
            filter,
            capacity,
            keys,
        }
    }

    fn member_parts(&self, i: usize) -> (FilterRef<'_>, u64, u64) {
        let (m, h) = (&self.header.members[i], &self.members[i]);
        let start = m.offset as usize + HEADER_LEN;
        // SAFETY: `open` checked that member `i` lies inside the mapping, is exactly a header and
        // `num_blocks` blocks long, and that its blocks start 64-byte aligned.
        let blocks: &[Block] = unsafe {
            crate::file::mmap::blocks_of(&self.map[start..start + h.num_blocks as usize * 64])
        };
        let view = FilterRef {
            blocks,
            k: h.k,
            seed: h.seed,
            ops: self.ops,
            inserted: h.inserted,
            layout: crate::Layout::Blocked,
        };
        (view, m.capacity, m.count)
    }

    /// Whether the key may be present (in any member).
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(key.key_hash(self.header.seed))
    }

    /// Whether a key with this hash may be present.
    pub fn contains_hash(&self, hash: u64) -> bool {
        (0..self.members.len()).any(|i| self.member(i).filter.contains_hash(hash))
    }

    /// `out[i] = contains(&keys[i])`, every member probed in batches.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        let views = || (0..self.members.len()).map(|i| self.member(i).filter);
        crate::filter::windowed::contains_any_batch(views, self.header.seed, keys, out);
    }

    /// Batched [`contains_hash`](Self::contains_hash).
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        let views = || (0..self.members.len()).map(|i| self.member(i).filter);
        crate::filter::windowed::contains_any_hash_batch(views, hashes, out);
    }

    /// Checks every member's block checksum (reads every block).
    pub fn verify(&self) -> Result<(), Error> {
        for (i, (m, h)) in self.header.members.iter().zip(&self.members).enumerate() {
            let start = m.offset as usize + HEADER_LEN;
            check_blocks(h, &self.map[start..start + h.num_blocks as usize * 64])
                .map_err(|e| Error::new(e.kind(), format!("member {i}: {e}")))?;
        }
        Ok(())
    }
}

impl crate::filter::windowed::HashBatch for MmapContainer {
    fn seed(&self) -> u64 {
        self.header.seed
    }

    fn answer(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out)
    }
}

crate::filter::windowed::windowed_outputs!(MmapContainer);

/// One member of a mapped container ([`MmapContainer::member`]).
#[derive(Clone, Copy, Debug)]
pub struct ContainerMember<'a> {
    /// The member's filter, zero-copy.
    pub filter: FilterRef<'a>,
    /// The keys it is sized for (a ScalableFilter's sub-filter capacity, a RotatingFilter's
    /// capacity per generation).
    pub capacity: u64,
    /// The keys it holds (inserted as new into it).
    pub keys: u64,
}

impl core::fmt::Debug for MmapContainer {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("MmapContainer")
            .field("kind", &self.header.kind)
            .field("members", &self.members.len())
            .field("seed", &self.header.seed)
            .finish_non_exhaustive()
    }
}
