00000000000e9a30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x558
mov    DWORD PTR [rsp+0x3c],r8d
mov    r11,QWORD PTR [rdi]
mov    rax,QWORD PTR [rdi+0x8]
mov    QWORD PTR [rsp+0x8],rax
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x390],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x350],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x310],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x250],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x290],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x410],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x450],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x490],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x510],zmm0
mov    QWORD PTR [rsp+0x10],rcx
mov    r14,QWORD PTR [rcx+0x8]
cmp    r14,0x20
mov    r8d,0x20
cmovb  r8,r14
test   r14,r14
je     eb186 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1756>
mov    rax,QWORD PTR [rsp+0x10]
mov    r15,QWORD PTR [rax]
mov    r9,r8
shr    r9,0x3
mov    eax,r8d
and    eax,0x38
test   r9,r9
je     e9e69 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x439>
mov    rcx,QWORD PTR [rsp+0x10]
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r15],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff26d50]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpmuludq zmm4,zmm3,zmm1
vpsrlq zmm5,zmm3,0x20
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff26b99]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm5,zmm5,zmm0
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff26ab9]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff26b26],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm3,zmm4
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm3
cmp    r9,0x1
je     e9e69 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x439>
vprolq zmm3,ZMMWORD PTR [r15+0x40],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff26a00]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff26a6d],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm3
cmp    r9,0x2
je     e9e69 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x439>
vprolq zmm3,ZMMWORD PTR [r15+0x80],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff26947]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff269b4],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm3
cmp    r9,0x3
je     e9e69 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x439>
vprolq zmm3,ZMMWORD PTR [r15+0xc0],0x20
vpxorq zmm2,zmm3,zmm2
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmuludq zmm2,zmm4,zmm1
vpsrlq zmm3,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm2,zmm3,zmm2
vpsllq zmm2,zmm2,0x20
vpmuludq zmm3,zmm4,zmm0
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm4,zmm2,0x23
vpaddq zmm4,zmm4,QWORD BCST [rip+0xfffffffffff2688e]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm4,zmm3,QWORD BCST [rip+0xfffffffffff268fb],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm4,zmm1
vpsrlq zmm2,zmm2,0x20
vpmuludq zmm2,zmm2,zmm0
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpmuludq zmm0,zmm4,zmm0
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
movabs r12,0x9fb21c651e98df25
cmp    rax,r8
je     e9fec <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x5bc>
mov    r10,rax
or     r10,0x1
cmp    r8,r10
cmova  r10,r8
mov    rcx,QWORD PTR [rsp+0x10]
mov    rcx,QWORD PTR [rcx+0x10]
mov    rdi,r10
sub    rdi,rax
cmp    rdi,0x8
jae    e9ea7 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x477>
mov    rdi,rax
jmp    e9fa0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x570>
and    r10d,0x7
sub    rdi,r10
add    rdi,rax
vpbroadcastq zmm0,rcx
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff26a37]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq zmm2,QWORD PTR [rip+0xfffffffffff268bd]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff267d3]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm4,ZMMWORD PTR [r15+rax*8],0x20
vpxorq zmm4,zmm4,zmm0
vprolq zmm5,zmm4,0x31
vprolq zmm6,zmm4,0x18
vpternlogq zmm6,zmm4,zmm5,0x96
vpmuludq zmm4,zmm6,zmm1
vpsrlq zmm5,zmm6,0x20
vpmuludq zmm5,zmm5,zmm2
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpmuludq zmm5,zmm6,zmm2
vpaddq zmm4,zmm5,zmm4
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,zmm3
vpxorq zmm5,zmm5,zmm4
vpmuludq zmm6,zmm5,zmm2
vpmuludq zmm5,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm2
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm5,zmm4,0x1c
vpxorq zmm4,zmm5,zmm4
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x50],zmm4
add    rax,0x8
cmp    rdi,rax
jne    e9ee0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x4b0>
test   r10,r10
je     e9fec <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x5bc>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r15+rdi*8]
rol    rax,0x20
xor    rax,rcx
mov    r10,rax
rol    r10,0x31
mov    rbx,rax
rol    rbx,0x18
xor    rbx,r10
xor    rbx,rax
imul   rbx,r12
mov    rax,rbx
shr    rax,0x23
add    rax,0x8
xor    rax,rbx
imul   rax,r12
mov    r10,rax
shr    r10,0x1c
xor    r10,rax
mov    QWORD PTR [rsp+rdi*8+0x50],r10
inc    rdi
cmp    rdi,r8
jb     e9fa0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x570>
mov    QWORD PTR [rsp+0x30],rdx
mov    QWORD PTR [rsp+0x28],r14
mov    eax,r8d
and    eax,0x7
cmp    rax,0x1
sbb    r9,0xffffffffffffffff
mov    rax,QWORD PTR [rsp+0x8]
mov    rdx,rax
shr    rdx,0x20
mov    QWORD PTR [rsp+0x40],rdx
vmovq  xmm0,rax
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
vpsrlq zmm1,zmm0,0x20
mov    QWORD PTR [rsp+0x48],r15
je     ea322 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x8f2>
mov    r10,QWORD PTR [rsp+0x8]
mov    rax,r10
mul    QWORD PTR [rsp+0x50]
mov    rdi,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x58]
mov    r14,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x60]
mov    r15,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x68]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x70]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x78]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x80]
mov    rbx,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x88]
mov    QWORD PTR [rsp+0x150],rdi
mov    QWORD PTR [rsp+0x158],r14
mov    QWORD PTR [rsp+0x160],r15
mov    QWORD PTR [rsp+0x168],r12
mov    QWORD PTR [rsp+0x170],r13
mov    QWORD PTR [rsp+0x178],rbp
mov    QWORD PTR [rsp+0x180],rbx
mov    QWORD PTR [rsp+0x188],rdx
cmp    r9,0x1
je     ea4d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaa2>
mov    r10,QWORD PTR [rsp+0x8]
mov    rax,r10
mul    QWORD PTR [rsp+0x90]
mov    rdi,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x98]
mov    rbx,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xa0]
mov    r14,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xa8]
mov    r15,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xb0]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xb8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0xc0]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0xc8]
mov    QWORD PTR [rsp+0x190],rdi
mov    QWORD PTR [rsp+0x198],rbx
mov    QWORD PTR [rsp+0x1a0],r14
mov    QWORD PTR [rsp+0x1a8],r15
mov    QWORD PTR [rsp+0x1b0],r12
mov    QWORD PTR [rsp+0x1b8],r13
mov    QWORD PTR [rsp+0x1c0],rbp
mov    QWORD PTR [rsp+0x1c8],rdx
cmp    r9,0x2
je     ea4d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaa2>
mov    r10,QWORD PTR [rsp+0x8]
mov    rax,r10
mul    QWORD PTR [rsp+0xd0]
mov    rdi,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xd8]
mov    rbx,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xe0]
mov    r14,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xe8]
mov    r15,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xf8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x100]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x108]
mov    QWORD PTR [rsp+0x1d0],rdi
mov    QWORD PTR [rsp+0x1d8],rbx
mov    QWORD PTR [rsp+0x1e0],r14
mov    QWORD PTR [rsp+0x1e8],r15
mov    QWORD PTR [rsp+0x1f0],r12
mov    QWORD PTR [rsp+0x1f8],r13
mov    QWORD PTR [rsp+0x200],rbp
mov    QWORD PTR [rsp+0x208],rdx
cmp    r9,0x3
je     ea4d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaa2>
mov    r10,QWORD PTR [rsp+0x8]
mov    rax,r10
mul    QWORD PTR [rsp+0x110]
mov    rdi,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x118]
mov    rbx,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x120]
mov    r14,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x128]
mov    r15,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x138]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x140]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x148]
mov    QWORD PTR [rsp+0x210],rdi
mov    QWORD PTR [rsp+0x218],rbx
mov    QWORD PTR [rsp+0x220],r14
mov    QWORD PTR [rsp+0x228],r15
mov    QWORD PTR [rsp+0x230],r12
mov    QWORD PTR [rsp+0x238],r13
mov    QWORD PTR [rsp+0x240],rbp
mov    QWORD PTR [rsp+0x248],rdx
jmp    ea4c8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa98>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x50]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm2
cmp    r9,0x1
je     ea4d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaa2>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x90]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm2
cmp    r9,0x2
je     ea4d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaa2>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xd0]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm2
cmp    r9,0x3
je     ea4d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaa2>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x110]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm2
cmp    r9,0x4
jne    eb1eb <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x17bb>
cmp    BYTE PTR [rsp+0x3c],0x0
mov    rbp,QWORD PTR [rsp+0x28]
mov    r13,QWORD PTR [rsp+0x30]
je     ea5a8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb78>
lea    rdx,[rsp+0x150]
lea    rdi,[r8*8-0x8]
mov    r9d,edi
not    r9d
mov    rax,rdx
test   r9b,0x38
je     ea535 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb05>
mov    r9d,edi
shr    r9d,0x3
inc    r9d
and    r9d,0x7
mov    rax,rdx
nop    WORD PTR [rax+rax*1+0x0]
mov    r10,QWORD PTR [rax]
add    rax,0x8
shl    r10,0x6
prefetcht0 BYTE PTR [rsi+r10*1]
dec    r9
jne    ea520 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaf0>
cmp    rdi,0x38
jb     ea5a8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb78>
lea    rdx,[rdx+r8*8]
nop
mov    rdi,QWORD PTR [rax]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rax,rdx
jne    ea540 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb10>
mov    rax,QWORD PTR [rsp+0x10]
mov    r10,QWORD PTR [rax+0x10]
vpbroadcastq zmm2,r10
vmovdqa64 zmm3,ZMMWORD PTR [rip+0xfffffffffff47abf]        # 32080 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109e8>
lea    rbx,[rsp+0x2d0]
lea    rax,[rsp+0x50]
xor    r12d,r12d
vpbroadcastd zmm4,DWORD PTR [rip+0xfffffffffff26065]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
vpbroadcastq zmm5,QWORD PTR [rip+0xfffffffffff26313]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq zmm6,QWORD PTR [rip+0xfffffffffff26199]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm7,QWORD PTR [rip+0xfffffffffff260af]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpbroadcastq zmm8,QWORD PTR [rip+0xfffffffffff26155]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vmovdqa64 zmm9,ZMMWORD PTR [rip+0xfffffffffff472b3]        # 318c0 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10228>
jmp    ea61c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbec>
nop
mov    rax,r14
cmp    rbp,r12
je     eb186 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1756>
mov    r9,r8
mov    r14,rbx
mov    rbx,rax
add    r12,r8
mov    r8,rbp
sub    r8,r12
cmp    r8,0x20
mov    eax,0x20
cmovae r8,rax
cmp    rbp,r12
je     eb090 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1660>
mov    rax,r8
add    rax,r12
jb     eb19b <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x176b>
cmp    rax,rbp
ja     eb19b <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x176b>
mov    rax,QWORD PTR [rsp+0x48]
mov    QWORD PTR [rsp+0x10],r12
lea    rax,[rax+r12*8]
mov    rcx,r8
shr    rcx,0x3
je     ea920 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xef0>
vprolq zmm10,ZMMWORD PTR [rax],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r14],zmm10
cmp    rcx,0x1
je     ea920 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xef0>
vprolq zmm10,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r14+0x40],zmm10
cmp    rcx,0x2
je     ea920 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xef0>
vprolq zmm10,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r14+0x80],zmm10
cmp    rcx,0x3
je     ea920 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xef0>
vprolq zmm10,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r14+0xc0],zmm10
nop    DWORD PTR [rax+0x0]
mov    edi,r8d
and    edi,0x38
cmp    rdi,r8
je     eaa7b <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x104b>
mov    r15,rdi
or     r15,0x1
cmp    r8,r15
cmova  r15,r8
mov    rdx,r15
sub    rdx,rdi
cmp    rdx,0x8
jae    ea95b <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf2b>
mov    rdx,rdi
movabs r13,0x9fb21c651e98df25
jmp    eaa30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1000>
mov    r12d,r15d
and    r12d,0x7
sub    rdx,r12
add    rdx,rdi
and    r15,0xfffffffffffffff8
nop    DWORD PTR [rax+0x0]
vprolq zmm10,ZMMWORD PTR [rax+rdi*8],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm6
vpaddq zmm10,zmm10,zmm11
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm6
vpaddq zmm10,zmm11,zmm10
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm7
vpxorq zmm11,zmm11,zmm10
vpmuludq zmm12,zmm11,zmm6
vpmuludq zmm11,zmm11,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm6
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r14+rdi*8],zmm10
add    rdi,0x8
cmp    r15,rdi
jne    ea970 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf40>
test   r12,r12
movabs r13,0x9fb21c651e98df25
je     eaa7b <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x104b>
xchg   ax,ax
mov    rdi,QWORD PTR [rax+rdx*8]
rol    rdi,0x20
xor    rdi,r10
mov    r15,rdi
rol    r15,0x31
mov    r12,rdi
rol    r12,0x18
xor    r12,r15
xor    r12,rdi
imul   r12,r13
mov    rdi,r12
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r12
imul   rdi,r13
mov    r15,rdi
shr    r15,0x1c
xor    r15,rdi
mov    QWORD PTR [r14+rdx*8],r15
inc    rdx
cmp    rdx,r8
jb     eaa30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1000>
mov    eax,r8d
and    eax,0x7
cmp    rax,0x1
mov    r15,rcx
sbb    r15,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x40],0x0
je     eab50 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1120>
mov    r13,QWORD PTR [rsp+0x8]
mov    rax,r13
mul    QWORD PTR [r14+0x38]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r14+0x30]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r14+0x28]
mov    rcx,r15
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x20]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x18]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x10]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14+0x8]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,r13
vmovq  xmm12,r12
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,rdi
vmovq  xmm12,r15
mov    r15,rcx
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x18]
vmovq  xmm13,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
jmp    eaba3 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1173>
nop
vmovdqu64 zmm10,ZMMWORD PTR [r14]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
lea    rcx,[r14+0x100]
vmovdqu64 ZMMWORD PTR [rcx],zmm10
cmp    r15,0x1
mov    r12,QWORD PTR [rsp+0x10]
mov    r13,QWORD PTR [rsp+0x30]
je     eafd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15a0>
cmp    QWORD PTR [rsp+0x40],0x0
je     eaca9 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1279>
mov    r13,QWORD PTR [rsp+0x8]
mov    rax,r13
mul    QWORD PTR [r14+0x78]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r14+0x70]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r14+0x68]
mov    rcx,r15
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x60]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x58]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x50]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14+0x48]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14+0x40]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,r13
mov    r13,QWORD PTR [rsp+0x30]
vmovq  xmm12,r12
mov    r12,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,rdi
vmovq  xmm12,r15
mov    r15,rcx
lea    rcx,[r14+0x100]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x18]
vmovq  xmm13,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
vmovdqu64 ZMMWORD PTR [r14+0x140],zmm10
cmp    r15,0x2
jne    ead0e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x12de>
jmp    eafd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15a0>
vmovdqu64 zmm10,ZMMWORD PTR [r14+0x40]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vmovdqu64 ZMMWORD PTR [r14+0x140],zmm10
cmp    r15,0x2
je     eafd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15a0>
cmp    QWORD PTR [rsp+0x40],0x0
je     eae0b <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x13db>
mov    r13,QWORD PTR [rsp+0x8]
mov    rax,r13
mul    QWORD PTR [r14+0xb8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r14+0xb0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r14+0xa8]
mov    rcx,r15
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [r14+0xa0]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x98]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r14+0x90]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14+0x88]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14+0x80]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,r13
mov    r13,QWORD PTR [rsp+0x30]
vmovq  xmm12,r12
mov    r12,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,rdi
vmovq  xmm12,r15
mov    r15,rcx
lea    rcx,[r14+0x100]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x18]
vmovq  xmm13,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
vmovdqu64 ZMMWORD PTR [r14+0x180],zmm10
cmp    r15,0x3
jne    eae70 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1440>
jmp    eafd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15a0>
vmovdqu64 zmm10,ZMMWORD PTR [r14+0x80]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vmovdqu64 ZMMWORD PTR [r14+0x180],zmm10
cmp    r15,0x3
je     eafd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15a0>
cmp    QWORD PTR [rsp+0x40],0x0
je     eaf5d <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x152d>
mov    r13,QWORD PTR [rsp+0x8]
mov    rax,r13
mul    QWORD PTR [r14+0xf8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r14+0xf0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r14+0xe8]
mov    rcx,r15
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [r14+0xe0]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [r14+0xd8]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r14+0xd0]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14+0xc8]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r14+0xc0]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,r13
mov    r13,QWORD PTR [rsp+0x30]
vmovq  xmm12,r12
mov    r12,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,rdi
vmovq  xmm12,r15
mov    r15,rcx
lea    rcx,[r14+0x100]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x18]
vmovq  xmm13,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
jmp    eafb1 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1581>
vmovdqu64 zmm10,ZMMWORD PTR [r14+0xc0]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vmovdqu64 ZMMWORD PTR [r14+0x1c0],zmm10
cmp    r15,0x4
jne    eb1ca <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x179a>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x3c],0x0
je     eb090 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1660>
lea    rdx,[r8*8-0x8]
mov    edi,edx
not    edi
mov    rax,rcx
test   dil,0x38
je     eb015 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15e5>
mov    edi,edx
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,rcx
nop    DWORD PTR [rax]
mov    r15,QWORD PTR [rax]
add    rax,0x8
shl    r15,0x6
prefetcht0 BYTE PTR [rsi+r15*1]
dec    rdi
jne    eb000 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15d0>
cmp    rdx,0x38
jb     eb090 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1660>
lea    rdx,[rcx+r8*8]
nop
mov    rdi,QWORD PTR [rax]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rax,rdx
jne    eb020 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15f0>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r9,0x1
adc    r9,0x0
cmp    r13,QWORD PTR [rsp+0x8]
jne    eb110 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x16e0>
xor    eax,eax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rbx+rax*8+0x100]
mov    edi,DWORD PTR [rbx+rax*8]
inc    rax
mov    r15d,0x9e3779b1
imul   r15d,edi
shl    rdx,0x6
shr    r15d,0x16
kmovw  k1,WORD PTR [r11+r15*2]
vmovdqa64 zmm10,ZMMWORD PTR [rsi+rdx*1]
vpbroadcastd zmm11,edi
vpmulld zmm11,zmm11,zmm3
vpsrld zmm11,zmm11,0x1b
vpsllvd zmm11,zmm4,zmm11
vpord  zmm10{k1},zmm10,zmm11
vmovdqa64 ZMMWORD PTR [rsi+rdx*1],zmm10
cmp    r9,rax
jne    eb0b0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1680>
jmp    ea610 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbe0>
nop    DWORD PTR [rax]
xor    edx,edx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rbx+rdx*8+0x100]
cmp    rax,r13
jae    eb1b4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1784>
mov    edi,DWORD PTR [rbx+rdx*8]
inc    rdx
mov    r15d,0x9e3779b1
imul   r15d,edi
shl    rax,0x6
shr    r15d,0x16
kmovw  k1,WORD PTR [r11+r15*2]
vmovdqa64 zmm10,ZMMWORD PTR [rsi+rax*1]
vpbroadcastd zmm11,edi
vpmulld zmm11,zmm11,zmm3
vpsrld zmm11,zmm11,0x1b
vpsllvd zmm11,zmm4,zmm11
vpord  zmm10{k1},zmm10,zmm11
vmovdqa64 ZMMWORD PTR [rsi+rax*1],zmm10
cmp    r9,rdx
jne    eb120 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x16f0>
jmp    ea610 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbe0>
add    rsp,0x558
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xc1086]        # 1ac228 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x528>
mov    rdi,r12
mov    rsi,rax
mov    rdx,rbp
vzeroupper
call   QWORD PTR [rip+0xc452c]        # 1af6e0 <_DYNAMIC+0x330>
lea    rdx,[rip+0xc1085]        # 1ac240 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x540>
mov    rdi,rax
mov    rsi,r13
vzeroupper
call   QWORD PTR [rip+0xc4436]        # 1af600 <_DYNAMIC+0x250>
shl    r15,0x3
lea    rcx,[rip+0xc1003]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r15
vzeroupper
call   QWORD PTR [rip+0xc44f5]        # 1af6e0 <_DYNAMIC+0x330>
shl    r9,0x3
lea    rcx,[rip+0xc0fe2]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0xc44d4]        # 1af6e0 <_DYNAMIC+0x330>
int3
int3
int3
int3
