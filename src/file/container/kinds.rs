//! `ScalableFilter` and `RotatingFilter` as containers: each type's header fields and members,
//! through the shared reader and writer of `mod.rs`.

use super::*;

impl ScalableFilter {
    fn container(&self) -> (ContainerHeader, Vec<&Filter>) {
        let b = &self.shape;
        let members = self
            .filters
            .iter()
            .map(|s| Member {
                offset: 0,
                len: HEADER_LEN as u64 + s.filter.size_bytes() as u64,
                capacity: s.capacity,
                count: s.len,
            })
            .collect();
        let header = ContainerHeader {
            kind: ContainerKind::Scalable,
            fixed: !b.scaling,
            seed: b.seed,
            fpr: b.fpr,
            capacity: b.initial_capacity,
            b: b.expansion,
            c: b.tightening.to_bits(),
            inserted: self.inserted,
            members,
        };
        (header, self.filters.iter().map(|s| &s.filter).collect())
    }

    fn from_container(c: ContainerHeader, filters: Vec<Filter>) -> Result<ScalableFilter, Error> {
        if c.kind != ContainerKind::Scalable {
            return Err(wrong_kind(ContainerKind::Scalable, c.kind));
        }
        // `read_container` checked the parameters and counts (`check_params`).
        let shape = scalable_shape(&c);
        let filters = c
            .members
            .iter()
            .zip(filters)
            .map(|(m, filter)| crate::filter::scalable::Sub {
                filter,
                capacity: m.capacity,
                len: m.count,
            })
            .collect();
        Ok(ScalableFilter {
            filters,
            shape,
            inserted: c.inserted,
        })
    }

    /// Writes the filter as a container (FORMAT.md, "Containers"): its parameters, then every
    /// sub-filter as a filter file.
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        let (header, filters) = self.container();
        write_container(w, header, &filters)
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking every header and block
    /// checksum.
    ///
    /// # Errors
    /// The typed errors of [`Filter::read_from`], and [`ErrorKind::Incompatible`] for a
    /// container of a `RotatingFilter`.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<ScalableFilter, Error> {
        let (c, filters) = read_container(r)?;
        ScalableFilter::from_container(c, filters)
    }

    /// Saves atomically, as [`Filter::save`] does.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }

    /// Reads a container file written by [`save`](Self::save).
    pub fn load<P: AsRef<Path>>(path: P) -> Result<ScalableFilter, Error> {
        let path = path.as_ref();
        let (c, filters) = load_container(path)?;
        ScalableFilter::from_container(c, filters).map_err(|e| e.in_file(path))
    }
}

impl RotatingFilter {
    fn container(&self) -> (ContainerHeader, Vec<&Filter>) {
        let members = self
            .generations
            .iter()
            .map(|g| Member {
                offset: 0,
                len: HEADER_LEN as u64 + g.filter.size_bytes() as u64,
                capacity: self.capacity,
                count: g.len,
            })
            .collect();
        let header = ContainerHeader {
            kind: ContainerKind::Rotating,
            fixed: !self.auto_rotate,
            seed: self.seed,
            fpr: self.fpr,
            capacity: self.capacity,
            b: self.current as u32,
            c: self.rotations,
            inserted: 0,
            members,
        };
        (header, self.generations.iter().map(|g| &g.filter).collect())
    }

    fn from_container(c: ContainerHeader, filters: Vec<Filter>) -> Result<RotatingFilter, Error> {
        if c.kind != ContainerKind::Rotating {
            return Err(wrong_kind(ContainerKind::Rotating, c.kind));
        }
        // `read_container` checked the parameters and shapes (`check_params`).
        Ok(RotatingFilter {
            generations: filters
                .into_iter()
                .zip(&c.members)
                .map(|(filter, m)| crate::filter::rotating::Generation {
                    filter,
                    len: m.count,
                })
                .collect(),
            current: c.b as usize,
            capacity: c.capacity,
            fpr: c.fpr,
            auto_rotate: !c.fixed,
            seed: c.seed,
            rotations: c.c,
        })
    }

    /// Writes the filter as a container (FORMAT.md, "Containers"): its parameters and which
    /// generation is current, then every generation as a filter file, in ring order.
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        let (header, filters) = self.container();
        write_container(w, header, &filters)
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking every header and block
    /// checksum.
    ///
    /// # Errors
    /// The typed errors of [`Filter::read_from`], and [`ErrorKind::Incompatible`] for a
    /// container of a `ScalableFilter`.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<RotatingFilter, Error> {
        let (c, filters) = read_container(r)?;
        RotatingFilter::from_container(c, filters)
    }

    /// Saves atomically, as [`Filter::save`] does.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }

    /// Reads a container file written by [`save`](Self::save).
    pub fn load<P: AsRef<Path>>(path: P) -> Result<RotatingFilter, Error> {
        let path = path.as_ref();
        let (c, filters) = load_container(path)?;
        RotatingFilter::from_container(c, filters).map_err(|e| e.in_file(path))
    }
}
