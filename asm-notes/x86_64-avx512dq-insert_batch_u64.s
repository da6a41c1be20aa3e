000000000013b2b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x568
mov    r10,QWORD PTR [rdi]
mov    rbx,QWORD PTR [rdi+0x8]
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x360],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x320],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x260],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x420],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x460],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x520],zmm0
mov    r13,QWORD PTR [rcx+0x8]
cmp    r13,0x20
mov    ebp,0x20
cmovb  rbp,r13
test   r13,r13
je     13c360 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x10b0>
mov    DWORD PTR [rsp+0x14],r8d
mov    r11,QWORD PTR [rcx]
mov    rdi,rbp
shr    rdi,0x3
mov    eax,ebp
and    eax,0x38
test   rdi,rdi
je     13b581 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x2d1>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r11],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffed5d9e]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed5c87]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm2
cmp    rdi,0x1
je     13b581 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x2d1>
vprolq zmm2,ZMMWORD PTR [r11+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed5c1f]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm2
cmp    rdi,0x2
je     13b581 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x2d1>
vprolq zmm2,ZMMWORD PTR [r11+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed5bb7]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm2
cmp    rdi,0x3
je     13b581 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x2d1>
vprolq zmm2,ZMMWORD PTR [r11+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xffffffffffed5b53]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
cmp    rax,rbp
je     13b6ac <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3fc>
mov    r9,rax
or     r9,0x1
cmp    rbp,r9
cmova  r9,rbp
mov    rdi,QWORD PTR [rcx+0x10]
mov    r8,r9
sub    r8,rax
cmp    r8,0x8
jae    13b5ba <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x30a>
mov    r8,rax
movabs r15,0x9fb21c651e98df25
jmp    13b660 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3b0>
and    r9d,0x7
sub    r8,r9
add    r8,rax
vpbroadcastq zmm0,rdi
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffed5bdc]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffed5ad2]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
xchg   ax,ax
vprolq zmm3,ZMMWORD PTR [r11+rax*8],0x20
vpxorq zmm3,zmm3,zmm0
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmullq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm3,0x23
vpaddq zmm4,zmm4,zmm2
vpxorq zmm3,zmm4,zmm3
vpmullq zmm3,zmm3,zmm1
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x60],zmm3
add    rax,0x8
cmp    r8,rax
jne    13b5e0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x330>
test   r9,r9
movabs r15,0x9fb21c651e98df25
je     13b6ac <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3fc>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r11+r8*8]
rol    rax,0x20
xor    rax,rdi
mov    r9,rax
rol    r9,0x31
mov    r14,rax
rol    r14,0x18
xor    r14,r9
xor    r14,rax
imul   r14,r15
mov    rax,r14
shr    rax,0x23
add    rax,0x8
xor    rax,r14
imul   rax,r15
mov    r9,rax
shr    r9,0x1c
xor    r9,rax
mov    QWORD PTR [rsp+r8*8+0x60],r9
inc    r8
cmp    r8,rbp
jb     13b660 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3b0>
mov    QWORD PTR [rsp+0x8],rcx
lea    r14,[rsp+0x160]
movabs r15,0x1fffffffc0
mov    edi,0x9e3779b1
lea    r12,[rbx+rbx*1]
vpbroadcastq zmm0,r12
cmp    r13,0x8
mov    QWORD PTR [rsp+0x18],r12
mov    QWORD PTR [rsp+0x48],r11
jae    13b6ea <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x43a>
xor    r8d,r8d
jmp    13bb70 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x8c0>
lea    r8,[rsp+0x260]
lea    r9,[rsp+rbp*8]
add    r9,0x160
mov    r11,r14
lea    r14,[rsp+rbp*4]
add    r14,0x260
cmp    r11,r14
mov    rax,rbp
setb   bpl
cmp    r8,r9
setb   r8b
test   bpl,r8b
je     13b72f <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x47f>
mov    r14,r11
xor    r8d,r8d
mov    rbp,rax
jmp    13bb70 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x8c0>
mov    QWORD PTR [rsp+0x28],rax
mov    r8d,eax
and    r8d,0x38
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x60]
vpsrlq zmm1,zmm2,0x20
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm3,zmm1,0x1b
vpandq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed59bc]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm3
vpsrlq zmm3,zmm1,0x20
vpbroadcastd ymm1,DWORD PTR [rip+0xffffffffffed58c1]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpmullq zmm2,zmm2,QWORD BCST [rip+0xffffffffffed5bbf]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpmovqd ymm3,zmm3
vpsrlq zmm2,zmm2,0x16
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffed5958]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpand  ymm3,ymm3,ymm1
vmovd  r14d,xmm2
vpextrd eax,xmm2,0x2
mov    QWORD PTR [rsp],rax
vextracti128 xmm4,ymm2,0x1
vmovd  r15d,xmm4
vpextrd r12d,xmm4,0x2
vextracti32x4 xmm4,zmm2,0x2
vmovd  ebp,xmm4
vpextrd r9d,xmm4,0x2
vextracti32x4 xmm2,zmm2,0x3
vmovd  ecx,xmm2
vpextrd eax,xmm2,0x2
movzx  r14d,WORD PTR [r10+r14*2]
vmovd  xmm2,r14d
mov    r14,QWORD PTR [rsp]
vpinsrw xmm2,xmm2,WORD PTR [r10+r14*2],0x1
vpinsrw xmm2,xmm2,WORD PTR [r10+r15*2],0x2
vpinsrw xmm2,xmm2,WORD PTR [r10+r12*2],0x3
vpinsrw xmm2,xmm2,WORD PTR [r10+rbp*2],0x4
vpinsrw xmm2,xmm2,WORD PTR [r10+r9*2],0x5
vpinsrw xmm2,xmm2,WORD PTR [r10+rcx*2],0x6
vpinsrw xmm2,xmm2,WORD PTR [r10+rax*2],0x7
vpaddw xmm2,xmm2,xmm2
vpmovzxwd ymm4,xmm2
vpbroadcastd ymm2,DWORD PTR [rip+0xffffffffffed581d]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpand  ymm4,ymm4,ymm2
vpor   ymm3,ymm4,ymm3
vmovdqu YMMWORD PTR [rsp+0x260],ymm3
cmp    r8,0x8
je     13bb53 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x8a3>
vmovdqu64 zmm4,ZMMWORD PTR [rsp+0xa0]
vpsrlq zmm3,zmm4,0x20
vpmullq zmm3,zmm3,zmm0
vpsrlq zmm5,zmm3,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffed58a5]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm5
vpsrlq zmm3,zmm3,0x20
vpmovqd ymm3,zmm3
vpand  ymm3,ymm3,ymm1
vpmullq zmm4,zmm4,QWORD BCST [rip+0xffffffffffed5aa7]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm4,zmm4,0x16
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffed5846]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  ecx,xmm4
vpextrd eax,xmm4,0x2
mov    QWORD PTR [rsp],rax
vextracti128 xmm5,ymm4,0x1
vmovd  r9d,xmm5
vpextrd r14d,xmm5,0x2
vextracti32x4 xmm5,zmm4,0x2
vmovd  r15d,xmm5
vpextrd r12d,xmm5,0x2
vextracti32x4 xmm4,zmm4,0x3
vmovd  ebp,xmm4
vpextrd eax,xmm4,0x2
movzx  ecx,WORD PTR [r10+rcx*2]
vmovd  xmm4,ecx
mov    rcx,QWORD PTR [rsp]
vpinsrw xmm4,xmm4,WORD PTR [r10+rcx*2],0x1
vpinsrw xmm4,xmm4,WORD PTR [r10+r9*2],0x2
vpinsrw xmm4,xmm4,WORD PTR [r10+r14*2],0x3
vpinsrw xmm4,xmm4,WORD PTR [r10+r15*2],0x4
vpinsrw xmm4,xmm4,WORD PTR [r10+r12*2],0x5
vpinsrw xmm4,xmm4,WORD PTR [r10+rbp*2],0x6
vpinsrw xmm4,xmm4,WORD PTR [r10+rax*2],0x7
vpaddw xmm4,xmm4,xmm4
vpmovzxwd ymm4,xmm4
vpand  ymm4,ymm4,ymm2
vpor   ymm3,ymm4,ymm3
vmovdqu YMMWORD PTR [rsp+0x280],ymm3
cmp    r8d,0x10
je     13bb53 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x8a3>
vmovdqu64 zmm4,ZMMWORD PTR [rsp+0xe0]
vpsrlq zmm3,zmm4,0x20
vpmullq zmm3,zmm3,zmm0
vpsrlq zmm5,zmm3,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffed57a1]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm5
vpsrlq zmm3,zmm3,0x20
vpmovqd ymm3,zmm3
vpand  ymm3,ymm3,ymm1
vpmullq zmm4,zmm4,QWORD BCST [rip+0xffffffffffed59a3]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm4,zmm4,0x16
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffed5742]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  ecx,xmm4
vpextrd eax,xmm4,0x2
mov    QWORD PTR [rsp],rax
vextracti128 xmm5,ymm4,0x1
vmovd  r9d,xmm5
vpextrd r14d,xmm5,0x2
vextracti32x4 xmm5,zmm4,0x2
vmovd  r15d,xmm5
vpextrd r12d,xmm5,0x2
vextracti32x4 xmm4,zmm4,0x3
vmovd  ebp,xmm4
vpextrd eax,xmm4,0x2
movzx  ecx,WORD PTR [r10+rcx*2]
vmovd  xmm4,ecx
mov    rcx,QWORD PTR [rsp]
vpinsrw xmm4,xmm4,WORD PTR [r10+rcx*2],0x1
vpinsrw xmm4,xmm4,WORD PTR [r10+r9*2],0x2
vpinsrw xmm4,xmm4,WORD PTR [r10+r14*2],0x3
vpinsrw xmm4,xmm4,WORD PTR [r10+r15*2],0x4
vpinsrw xmm4,xmm4,WORD PTR [r10+r12*2],0x5
vpinsrw xmm4,xmm4,WORD PTR [r10+rbp*2],0x6
vpinsrw xmm4,xmm4,WORD PTR [r10+rax*2],0x7
vpaddw xmm4,xmm4,xmm4
vpmovzxwd ymm4,xmm4
vpand  ymm4,ymm4,ymm2
vpor   ymm3,ymm4,ymm3
vmovdqu YMMWORD PTR [rsp+0x2a0],ymm3
cmp    r8d,0x18
je     13bb53 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x8a3>
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0x120]
vpsrlq zmm4,zmm3,0x20
vpmullq zmm4,zmm4,zmm0
vpsrlq zmm5,zmm4,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffed569d]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm5
vpsrlq zmm4,zmm4,0x20
vpmullq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed58a9]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm3,zmm3,0x16
vpandq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed5648]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vextracti128 xmm5,ymm3,0x1
vmovq  QWORD PTR [rsp],xmm5
vpextrq rcx,xmm5,0x1
vextracti32x4 xmm5,zmm3,0x2
vmovq  r9,xmm5
vpextrq r14,xmm5,0x1
vpmovqd ymm4,zmm4
vmovq  r15,xmm3
vpextrq r12,xmm3,0x1
vextracti32x4 xmm3,zmm3,0x3
vmovq  rbp,xmm3
vpextrq rax,xmm3,0x1
movzx  r15d,WORD PTR [r10+r15*2]
vmovd  xmm3,r15d
vpinsrw xmm3,xmm3,WORD PTR [r10+r12*2],0x1
mov    r15,QWORD PTR [rsp]
vpinsrw xmm3,xmm3,WORD PTR [r10+r15*2],0x2
vpinsrw xmm3,xmm3,WORD PTR [r10+rcx*2],0x3
vpinsrw xmm3,xmm3,WORD PTR [r10+r9*2],0x4
vpinsrw xmm3,xmm3,WORD PTR [r10+r14*2],0x5
vpinsrw xmm3,xmm3,WORD PTR [r10+rbp*2],0x6
vpand  ymm1,ymm4,ymm1
vpinsrw xmm3,xmm3,WORD PTR [r10+rax*2],0x7
vpaddw xmm3,xmm3,xmm3
vpmovzxwd ymm3,xmm3
vpand  ymm2,ymm3,ymm2
vpor   ymm1,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm1
mov    rbp,QWORD PTR [rsp+0x28]
cmp    rbp,r8
movabs r15,0x1fffffffc0
lea    r12,[rbx+rbx*1]
mov    r14,r11
je     13bbbc <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x90c>
xchg   ax,ax
mov    rax,QWORD PTR [rsp+r8*8+0x60]
mov    rcx,rax
shr    rcx,0x20
imul   rcx,r12
mov    r9,rcx
shr    r9,0x1b
and    r9,r15
mov    QWORD PTR [rsp+r8*8+0x160],r9
shr    rcx,0x20
and    ecx,0x1
imul   eax,edi
shr    eax,0x16
movzx  eax,WORD PTR [r10+rax*2]
and    eax,0x1ff
lea    eax,[rcx+rax*2]
mov    DWORD PTR [rsp+r8*4+0x260],eax
inc    r8
cmp    rbp,r8
jne    13bb70 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x8c0>
cmp    BYTE PTR [rsp+0x14],0x0
je     13bc58 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x9a8>
lea    r8,[rbp*8-0x8]
mov    eax,r8d
not    eax
mov    rdi,r14
test   al,0x38
je     13bc00 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x950>
mov    r9d,r8d
shr    r9d,0x3
inc    r9d
and    r9d,0x7
mov    rdi,r14
nop    DWORD PTR [rax+0x0]
mov    rax,QWORD PTR [rdi]
add    rdi,0x8
prefetcht0 BYTE PTR [rsi+rax*1]
dec    r9
jne    13bbf0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x940>
cmp    r8,0x38
jb     13bc58 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x9a8>
lea    rax,[r14+rbp*8]
nop    WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [rdi]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rdi+0x8]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rdi+0x10]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rdi+0x18]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rdi+0x20]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rdi+0x28]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rdi+0x30]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rdi+0x38]
add    rdi,0x40
prefetcht0 BYTE PTR [rsi+rcx*1]
cmp    rdi,rax
jne    13bc10 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x960>
mov    rax,QWORD PTR [rsp+0x8]
mov    r8,QWORD PTR [rax+0x10]
vpbroadcastq zmm1,r8
lea    rax,[rsp+0x2e0]
mov    QWORD PTR [rsp+0x8],rax
lea    rcx,[rsp+0x60]
xor    edi,edi
vmovdqa ymm2,YMMWORD PTR [rip+0xffffffffffed735d]        # 12fe0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x530>
vpbroadcastd ymm3,DWORD PTR [rip+0xffffffffffed53b4]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpbroadcastq zmm4,QWORD PTR [rip+0xffffffffffed548a]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffed56a8]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffed544e]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpbroadcastd ymm7,DWORD PTR [rip+0xffffffffffed53a1]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpbroadcastq zmm8,QWORD PTR [rip+0xffffffffffed54f3]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm9,QWORD PTR [rip+0xffffffffffed53e9]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
mov    QWORD PTR [rsp+0x40],r8
mov    QWORD PTR [rsp+0x38],rbx
mov    QWORD PTR [rsp+0x20],r13
mov    QWORD PTR [rsp+0x30],rdx
jmp    13bcf7 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xa47>
nop    DWORD PTR [rax]
mov    rcx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x8],r14
mov    rbp,QWORD PTR [rsp]
cmp    r13,rdi
je     13c360 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x10b0>
mov    r14,rcx
add    rdi,rbp
mov    rcx,r13
sub    rcx,rdi
cmp    rcx,0x20
mov    eax,0x20
cmovae rcx,rax
mov    QWORD PTR [rsp],rcx
mov    rax,r13
sub    rax,rdi
je     13c2d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1020>
mov    r9,QWORD PTR [rsp]
add    r9,rdi
jb     13c375 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x10c5>
cmp    r9,r13
ja     13c375 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x10c5>
mov    QWORD PTR [rsp+0x50],rax
mov    QWORD PTR [rsp+0x28],rbp
mov    rax,QWORD PTR [rsp+0x48]
lea    r9,[rax+rdi*8]
mov    r11,QWORD PTR [rsp]
mov    r15,r11
shr    r15,0x3
mov    rcx,QWORD PTR [rsp+0x8]
je     13bed0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc20>
vprolq zmm10,ZMMWORD PTR [r9],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [rcx],zmm10
cmp    r15,0x1
je     13bed0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc20>
vprolq zmm10,ZMMWORD PTR [r9+0x40],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [rcx+0x40],zmm10
cmp    r15,0x2
je     13bed0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc20>
vprolq zmm10,ZMMWORD PTR [r9+0x80],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [rcx+0x80],zmm10
cmp    r15,0x3
je     13bed0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc20>
vprolq zmm10,ZMMWORD PTR [r9+0xc0],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [rcx+0xc0],zmm10
nop
mov    eax,r11d
and    eax,0x38
mov    r13,rax
cmp    rax,r11
movabs rax,0x9fb21c651e98df25
je     13bff0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xd40>
mov    r15,r13
mov    r12,r13
or     r12,0x1
cmp    r11,r12
cmova  r12,r11
mov    rbp,r12
sub    rbp,r13
cmp    rbp,0x8
jb     13bfa0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xcf0>
mov    r11d,r12d
and    r11d,0x7
sub    rbp,r11
mov    r15,rbp
mov    rbp,r13
add    r15,r13
and    r12,0xfffffffffffffff8
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm10,ZMMWORD PTR [r9+rbp*8],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [rcx+rbp*8],zmm10
add    rbp,0x8
cmp    r12,rbp
jne    13bf30 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc80>
test   r11,r11
mov    r11,QWORD PTR [rsp]
je     13bff0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xd40>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rbp,QWORD PTR [r9+r15*8]
rol    rbp,0x20
xor    rbp,r8
mov    rcx,rbp
rol    rcx,0x31
mov    r12,rbp
rol    r12,0x18
xor    r12,rcx
xor    r12,rbp
imul   r12,rax
mov    rcx,r12
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r12
imul   rcx,rax
mov    r12,rcx
shr    r12,0x1c
xor    r12,rcx
mov    rcx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rcx+r15*8],r12
inc    r15
cmp    r15,r11
jb     13bfa0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xcf0>
mov    QWORD PTR [rsp+0x58],rdi
lea    r9,[rcx+0x100]
cmp    QWORD PTR [rsp+0x50],0x8
jae    13c030 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xd80>
xor    ecx,ecx
movabs r15,0x1fffffffc0
mov    r12,QWORD PTR [rsp+0x18]
mov    r11,QWORD PTR [rsp]
mov    r13,QWORD PTR [rsp+0x20]
jmp    13c1b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf00>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,rcx
add    rcx,0x200
mov    r11,QWORD PTR [rsp]
lea    r15,[rax+r11*8]
add    r15,0x100
lea    r12,[rax+r11*4]
add    r12,0x200
cmp    r9,r12
setb   bpl
cmp    rcx,r15
setb   cl
test   bpl,cl
mov    rax,QWORD PTR [rsp+0x20]
je     13c084 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xdd4>
xor    ecx,ecx
movabs r15,0x1fffffffc0
mov    r12,QWORD PTR [rsp+0x18]
mov    r13,rax
jmp    13c1b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf00>
mov    ecx,r11d
and    ecx,0x38
xor    r15d,r15d
mov    rdx,r13
vmovdqu64 zmm11,ZMMWORD PTR [r9+r15*8-0x100]
vpsrlq zmm10,zmm11,0x20
vpmullq zmm10,zmm10,zmm0
vpsrlq zmm12,zmm10,0x1b
vpandq zmm12,zmm12,zmm4
vmovdqu64 ZMMWORD PTR [r9+r15*8],zmm12
vpsrlq zmm10,zmm10,0x20
vpmovqd ymm10,zmm10
vpmullq zmm11,zmm11,zmm5
vpsrlq zmm11,zmm11,0x16
vpandq zmm11,zmm11,zmm6
vmovd  r12d,xmm11
vpextrd ebp,xmm11,0x2
vextracti128 xmm12,ymm11,0x1
vmovd  r13d,xmm12
vpextrd r11d,xmm12,0x2
vextracti32x4 xmm12,zmm11,0x2
vmovd  r8d,xmm12
vpextrd edi,xmm12,0x2
vextracti32x4 xmm11,zmm11,0x3
vmovd  ebx,xmm11
vpextrd eax,xmm11,0x2
movzx  r12d,WORD PTR [r10+r12*2]
vmovd  xmm11,r12d
vpinsrw xmm11,xmm11,WORD PTR [r10+rbp*2],0x1
vpinsrw xmm11,xmm11,WORD PTR [r10+r13*2],0x2
vpinsrw xmm11,xmm11,WORD PTR [r10+r11*2],0x3
vpinsrw xmm11,xmm11,WORD PTR [r10+r8*2],0x4
vpinsrw xmm11,xmm11,WORD PTR [r10+rdi*2],0x5
vpinsrw xmm11,xmm11,WORD PTR [r10+rbx*2],0x6
vpinsrw xmm11,xmm11,WORD PTR [r10+rax*2],0x7
vpand  ymm10,ymm10,ymm3
vpaddw xmm11,xmm11,xmm11
vpmovzxwd ymm11,xmm11
vpand  ymm11,ymm11,ymm7
vpor   ymm10,ymm11,ymm10
vmovdqu YMMWORD PTR [r9+r15*4+0x100],ymm10
add    r15,0x8
cmp    rdx,r15
jne    13c090 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xde0>
mov    r11,QWORD PTR [rsp]
cmp    r11,rcx
mov    rdx,QWORD PTR [rsp+0x30]
mov    rbx,QWORD PTR [rsp+0x38]
mov    r13,QWORD PTR [rsp+0x20]
movabs r15,0x1fffffffc0
mov    r12,QWORD PTR [rsp+0x18]
je     13c1fe <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf4e>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r9+rcx*8-0x100]
mov    edi,0x9e3779b1
imul   edi,eax
shr    rax,0x20
imul   rax,r12
mov    r8,rax
shr    r8,0x1b
and    r8,r15
mov    QWORD PTR [r9+rcx*8],r8
shr    rax,0x20
and    eax,0x1
shr    edi,0x16
movzx  edi,WORD PTR [r10+rdi*2]
and    edi,0x1ff
lea    eax,[rax+rdi*2]
mov    DWORD PTR [r9+rcx*4+0x100],eax
inc    rcx
cmp    r11,rcx
jne    13c1b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf00>
cmp    BYTE PTR [rsp+0x14],0x0
mov    rbp,QWORD PTR [rsp+0x28]
mov    r8,QWORD PTR [rsp+0x40]
mov    rdi,QWORD PTR [rsp+0x58]
je     13c2d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1020>
mov    rax,QWORD PTR [rsp]
lea    r15,[rax*8-0x8]
mov    eax,r15d
not    eax
mov    rcx,r9
test   al,0x38
je     13c260 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xfb0>
mov    r12d,r15d
shr    r12d,0x3
inc    r12d
and    r12d,0x7
mov    rcx,r9
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rcx]
add    rcx,0x8
prefetcht0 BYTE PTR [rsi+rax*1]
dec    r12
jne    13c250 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xfa0>
cmp    r15,0x38
mov    r12,QWORD PTR [rsp+0x18]
jb     13c2d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1020>
mov    rax,QWORD PTR [rsp]
lea    r9,[r9+rax*8]
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rcx]
prefetcht0 BYTE PTR [rsi+rax*1]
mov    rax,QWORD PTR [rcx+0x8]
prefetcht0 BYTE PTR [rsi+rax*1]
mov    rax,QWORD PTR [rcx+0x10]
prefetcht0 BYTE PTR [rsi+rax*1]
mov    rax,QWORD PTR [rcx+0x18]
prefetcht0 BYTE PTR [rsi+rax*1]
mov    rax,QWORD PTR [rcx+0x20]
prefetcht0 BYTE PTR [rsi+rax*1]
mov    rax,QWORD PTR [rcx+0x28]
prefetcht0 BYTE PTR [rsi+rax*1]
mov    rax,QWORD PTR [rcx+0x30]
prefetcht0 BYTE PTR [rsi+rax*1]
mov    rax,QWORD PTR [rcx+0x38]
add    rcx,0x40
prefetcht0 BYTE PTR [rsi+rax*1]
cmp    rcx,r9
jne    13c280 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xfd0>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    rbp,0x1
adc    rbp,0x0
xor    r9d,r9d
jmp    13c340 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1090>
nop    DWORD PTR [rax]
add    rcx,rsi
inc    r9
vmovd  xmm10,r15d
mov    eax,0x9e3779b1
imul   eax,r15d
shr    r15,0x20
imul   r15,r12
shr    eax,0x16
shr    r15,0x1b
and    r15d,0x20
movzx  eax,WORD PTR [r10+rax*2]
vpbroadcastd ymm10,xmm10
vpmulld ymm10,ymm10,ymm2
vpsrld ymm10,ymm10,0x1b
vpsllvd ymm10,ymm3,ymm10
kmovw  k1,eax
vmovdqa32 zmm10{k1}{z},zmm10
vpor   ymm10,ymm10,YMMWORD PTR [rcx+r15*1]
vmovdqa YMMWORD PTR [rcx+r15*1],ymm10
cmp    rbp,r9
je     13bce0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xa30>
mov    r15,QWORD PTR [r14+r9*8]
mov    rcx,QWORD PTR [r14+r9*8+0x100]
cmp    rdx,rbx
je     13c2e0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1030>
shr    rcx,0x6
cmp    rcx,rdx
jae    13c38b <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x10db>
shl    rcx,0x6
jmp    13c2e0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1030>
add    rsp,0x568
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xca90c]        # 206c88 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x570>
mov    rsi,r9
mov    rdx,r13
vzeroupper
call   QWORD PTR [rip+0xcdec5]        # 20a250 <_DYNAMIC+0x330>
lea    rax,[rip+0xca90e]        # 206ca0 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x588>
mov    rdi,rcx
mov    rsi,rdx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0xcddcc]        # 20a170 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
