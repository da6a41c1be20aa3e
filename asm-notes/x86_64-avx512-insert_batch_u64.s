000000000011b200 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x568
mov    DWORD PTR [rsp+0x14],r8d
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
mov    rbp,QWORD PTR [rcx+0x8]
cmp    rbp,0x20
mov    r12d,0x20
cmovb  r12,rbp
test   rbp,rbp
je     11c1e7 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xfe7>
mov    r15,rcx
mov    r13,QWORD PTR [rcx]
mov    rdi,r12
shr    rdi,0x3
mov    eax,r12d
and    eax,0x38
test   rdi,rdi
je     11b629 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x429>
vpbroadcastq zmm2,QWORD PTR [r15+0x10]
vprolq zmm0,ZMMWORD PTR [r13+0x0],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffef5ff0]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpmuludq zmm4,zmm3,zmm1
vpsrlq zmm5,zmm3,0x20
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffef5e01]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq zmm5,zmm5,zmm0
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef5d01]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xffffffffffef5d7e],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm3,zmm4
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm3
cmp    rdi,0x1
je     11b629 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x429>
vprolq zmm3,ZMMWORD PTR [r13+0x40],0x20
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef5c48]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffef5cc5],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm3
cmp    rdi,0x2
je     11b629 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x429>
vprolq zmm3,ZMMWORD PTR [r13+0x80],0x20
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef5b8f]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffef5c0c],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm3
cmp    rdi,0x3
je     11b629 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x429>
vprolq zmm3,ZMMWORD PTR [r13+0xc0],0x20
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
vpaddq zmm4,zmm4,QWORD BCST [rip+0xffffffffffef5ad6]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm4,zmm3,QWORD BCST [rip+0xffffffffffef5b53],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm1,zmm4,zmm1
vpsrlq zmm2,zmm2,0x20
vpmuludq zmm2,zmm2,zmm0
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpmuludq zmm0,zmm4,zmm0
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
cmp    rax,r12
je     11b7ad <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x5ad>
mov    r9,rax
or     r9,0x1
cmp    r12,r9
cmova  r9,r12
mov    rdi,QWORD PTR [r15+0x10]
mov    r8,r9
sub    r8,rax
cmp    r8,0x8
jae    11b662 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x462>
mov    r8,rax
movabs rcx,0x9fb21c651e98df25
jmp    11b760 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x560>
and    r9d,0x7
sub    r8,r9
add    r8,rax
vpbroadcastq zmm0,rdi
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffef5cdc]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffef5b2a]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm3,QWORD PTR [rip+0xffffffffffef5a20]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vprolq zmm4,ZMMWORD PTR [r13+rax*8+0x0],0x20
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
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x60],zmm4
add    rax,0x8
cmp    r8,rax
jne    11b690 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x490>
test   r9,r9
movabs rcx,0x9fb21c651e98df25
je     11b7ad <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x5ad>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r13+r8*8+0x0]
rol    rax,0x20
xor    rax,rdi
mov    r9,rax
rol    r9,0x31
mov    r14,rax
rol    r14,0x18
xor    r14,r9
xor    r14,rax
imul   r14,rcx
mov    rax,r14
shr    rax,0x23
add    rax,0x8
xor    rax,r14
imul   rax,rcx
mov    r9,rax
shr    r9,0x1c
xor    r9,rax
mov    QWORD PTR [rsp+r8*8+0x60],r9
inc    r8
cmp    r8,r12
jb     11b760 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x560>
lea    r11,[rsp+0x160]
mov    edi,0x9e3779b1
lea    rax,[rbx+rbx*1]
mov    QWORD PTR [rsp+0x38],rax
vpbroadcastq zmm0,rax
cmp    rbp,0x8
mov    QWORD PTR [rsp+0x18],r13
mov    QWORD PTR [rsp+0x8],r15
jae    11b7de <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x5de>
xor    r8d,r8d
jmp    11b81a <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x61a>
lea    r8,[rsp+0x260]
lea    r9,[rsp+r12*8]
add    r9,0x160
lea    r14,[rsp+r12*4]
add    r14,0x260
cmp    r11,r14
setb   al
cmp    r8,r9
setb   r8b
test   al,r8b
je     11c1fc <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xffc>
xor    r8d,r8d
mov    r13,QWORD PTR [rsp+0x18]
movabs r14,0x1fffffffc0
lea    r15,[rbx+rbx*1]
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rsp+r8*8+0x60]
mov    rcx,rax
shr    rcx,0x20
imul   rcx,r15
mov    r9,rcx
shr    r9,0x1b
and    r9,r14
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
cmp    r12,r8
jne    11b830 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x630>
cmp    BYTE PTR [rsp+0x14],0x0
mov    r14,QWORD PTR [rsp+0x8]
je     11b928 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x728>
lea    r8,[r12*8-0x8]
mov    eax,r8d
not    eax
mov    rdi,r11
test   al,0x38
je     11b8d0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x6d0>
mov    r9d,r8d
shr    r9d,0x3
inc    r9d
and    r9d,0x7
mov    rdi,r11
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rdi]
add    rdi,0x8
prefetcht0 BYTE PTR [rsi+rax*1]
dec    r9
jne    11b8c0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x6c0>
cmp    r8,0x38
jb     11b928 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x728>
lea    rax,[r11+r12*8]
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
jne    11b8e0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x6e0>
mov    rdi,QWORD PTR [r14+0x10]
vpbroadcastq zmm1,rdi
lea    rax,[rsp+0x2e0]
mov    QWORD PTR [rsp+0x8],rax
lea    rcx,[rsp+0x60]
xor    eax,eax
vmovdqa ymm2,YMMWORD PTR [rip+0xffffffffffef7692]        # 12fe0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x530>
vpbroadcastd ymm3,DWORD PTR [rip+0xffffffffffef56e9]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpbroadcastq zmm4,QWORD PTR [rip+0xffffffffffef57bf]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffef59dd]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffef5783]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpbroadcastd ymm7,DWORD PTR [rip+0xffffffffffef56d6]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpbroadcastq zmm8,QWORD PTR [rip+0xffffffffffef59d0]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq zmm9,QWORD PTR [rip+0xffffffffffef581e]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm10,QWORD PTR [rip+0xffffffffffef5714]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpsrlq zmm11,zmm0,0x20
vpbroadcastq zmm12,QWORD PTR [rip+0xffffffffffef57d3]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa64 zmm17,ZMMWORD PTR [rip+0xfffffffffff1ac49]        # 36600 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10308>
lea    r8,[rbx+rbx*1]
mov    QWORD PTR [rsp+0x48],rbx
mov    QWORD PTR [rsp+0x20],rbp
mov    QWORD PTR [rsp+0x50],rdi
mov    QWORD PTR [rsp+0x40],rdx
jmp    11b9fc <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x7fc>
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x8],r14
mov    r12,QWORD PTR [rsp]
mov    rax,QWORD PTR [rsp+0x30]
cmp    rbp,rax
je     11c1e7 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xfe7>
mov    r14,rcx
add    rax,r12
mov    rdi,rbp
sub    rdi,rax
cmp    rdi,0x20
mov    ecx,0x20
cmovae rdi,rcx
mov    QWORD PTR [rsp],rdi
mov    rcx,rbp
mov    QWORD PTR [rsp+0x30],rax
sub    rcx,rax
je     11c150 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf50>
mov    r9,QWORD PTR [rsp]
mov    rdi,QWORD PTR [rsp+0x30]
add    r9,rdi
jb     11c69c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x149c>
cmp    r9,rbp
ja     11c69c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x149c>
mov    QWORD PTR [rsp+0x58],rcx
mov    QWORD PTR [rsp+0x28],r12
lea    r9,[rdi*8+0x0]
add    r9,r13
mov    r11,QWORD PTR [rsp]
mov    r15,r11
shr    r15,0x3
mov    rdi,QWORD PTR [rsp+0x50]
mov    rcx,QWORD PTR [rsp+0x8]
je     11bd20 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb20>
vprolq zmm14,ZMMWORD PTR [r9],0x20
vpxorq zmm14,zmm14,zmm1
vprolq zmm15,zmm14,0x31
vprolq zmm16,zmm14,0x18
vpternlogq zmm16,zmm14,zmm15,0x96
vpmuludq zmm14,zmm16,zmm8
vpsrlq zmm15,zmm16,0x20
vpmuludq zmm15,zmm15,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm16,zmm14,0x23
vpaddq zmm16,zmm16,zmm10
vpternlogq zmm16,zmm15,zmm17,0x78
vpmuludq zmm15,zmm16,zmm8
vpsrlq zmm14,zmm14,0x20
vpmuludq zmm14,zmm14,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm15,zmm14,0x1c
vpxorq zmm14,zmm15,zmm14
vmovdqu64 ZMMWORD PTR [rcx],zmm14
cmp    r15,0x1
je     11bd20 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb20>
vprolq zmm14,ZMMWORD PTR [r9+0x40],0x20
vpxorq zmm14,zmm14,zmm1
vprolq zmm15,zmm14,0x31
vprolq zmm16,zmm14,0x18
vpternlogq zmm16,zmm14,zmm15,0x96
vpmuludq zmm14,zmm16,zmm8
vpsrlq zmm15,zmm16,0x20
vpmuludq zmm15,zmm15,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm16,zmm14,0x23
vpaddq zmm16,zmm16,zmm10
vpternlogq zmm16,zmm15,zmm17,0x78
vpmuludq zmm15,zmm16,zmm8
vpsrlq zmm14,zmm14,0x20
vpmuludq zmm14,zmm14,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm15,zmm14,0x1c
vpxorq zmm14,zmm15,zmm14
vmovdqu64 ZMMWORD PTR [rcx+0x40],zmm14
cmp    r15,0x2
je     11bd20 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb20>
vprolq zmm14,ZMMWORD PTR [r9+0x80],0x20
vpxorq zmm14,zmm14,zmm1
vprolq zmm15,zmm14,0x31
vprolq zmm16,zmm14,0x18
vpternlogq zmm16,zmm14,zmm15,0x96
vpmuludq zmm14,zmm16,zmm8
vpsrlq zmm15,zmm16,0x20
vpmuludq zmm15,zmm15,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm16,zmm14,0x23
vpaddq zmm16,zmm16,zmm10
vpternlogq zmm16,zmm15,zmm17,0x78
vpmuludq zmm15,zmm16,zmm8
vpsrlq zmm14,zmm14,0x20
vpmuludq zmm14,zmm14,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm15,zmm14,0x1c
vpxorq zmm14,zmm15,zmm14
vmovdqu64 ZMMWORD PTR [rcx+0x80],zmm14
cmp    r15,0x3
je     11bd20 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb20>
vprolq zmm14,ZMMWORD PTR [r9+0xc0],0x20
vpxorq zmm14,zmm14,zmm1
vprolq zmm15,zmm14,0x31
vprolq zmm16,zmm14,0x18
vpternlogq zmm16,zmm14,zmm15,0x96
vpmuludq zmm14,zmm16,zmm8
vpsrlq zmm15,zmm16,0x20
vpmuludq zmm15,zmm15,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm16,zmm14,0x23
vpaddq zmm16,zmm16,zmm10
vpternlogq zmm16,zmm15,zmm17,0x78
vpmuludq zmm15,zmm16,zmm8
vpsrlq zmm14,zmm14,0x20
vpmuludq zmm14,zmm14,zmm12
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm12
vpaddq zmm14,zmm14,zmm15
vpsrlq zmm15,zmm14,0x1c
vpxorq zmm14,zmm15,zmm14
vmovdqu64 ZMMWORD PTR [rcx+0xc0],zmm14
nop    DWORD PTR [rax]
mov    eax,r11d
and    eax,0x38
mov    r13,rax
cmp    rax,r11
movabs rax,0x9fb21c651e98df25
je     11be90 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc90>
mov    r15,r13
mov    r12,r13
or     r12,0x1
cmp    r11,r12
cmova  r12,r11
mov    rbp,r12
sub    rbp,r13
cmp    rbp,0x8
jb     11be40 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc40>
mov    r11d,r12d
and    r11d,0x7
sub    rbp,r11
mov    r15,rbp
mov    rbp,r13
add    r15,r13
and    r12,0xfffffffffffffff8
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm14,ZMMWORD PTR [r9+rbp*8],0x20
vpxorq zmm14,zmm14,zmm1
vprolq zmm15,zmm14,0x31
vprolq zmm16,zmm14,0x18
vpternlogq zmm16,zmm14,zmm15,0x96
vpmuludq zmm14,zmm16,zmm8
vpsrlq zmm15,zmm16,0x20
vpmuludq zmm15,zmm15,zmm9
vpaddq zmm14,zmm14,zmm15
vpsllq zmm14,zmm14,0x20
vpmuludq zmm15,zmm16,zmm9
vpaddq zmm14,zmm15,zmm14
vpsrlq zmm15,zmm14,0x23
vpaddq zmm15,zmm15,zmm10
vpxorq zmm15,zmm15,zmm14
vpmuludq zmm16,zmm15,zmm9
vpmuludq zmm15,zmm15,zmm8
vpsrlq zmm14,zmm14,0x20
vpmuludq zmm14,zmm14,zmm9
vpaddq zmm14,zmm15,zmm14
vpsllq zmm14,zmm14,0x20
vpaddq zmm14,zmm16,zmm14
vpsrlq zmm15,zmm14,0x1c
vpxorq zmm14,zmm15,zmm14
vmovdqu64 ZMMWORD PTR [rcx+rbp*8],zmm14
add    rbp,0x8
cmp    r12,rbp
jne    11bd80 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb80>
test   r11,r11
mov    r11,QWORD PTR [rsp]
je     11be90 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc90>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rbp,QWORD PTR [r9+r15*8]
rol    rbp,0x20
xor    rbp,rdi
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
jb     11be40 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xc40>
lea    r9,[rcx+0x100]
cmp    QWORD PTR [rsp+0x58],0x8
jae    11bec0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xcc0>
xor    ecx,ecx
movabs r15,0x1fffffffc0
mov    r11,QWORD PTR [rsp]
mov    rbp,QWORD PTR [rsp+0x20]
jmp    11c050 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xe50>
nop    DWORD PTR [rax+0x0]
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
mov    rbp,QWORD PTR [rsp+0x20]
je     11bf0c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xd0c>
xor    ecx,ecx
movabs r15,0x1fffffffc0
jmp    11c050 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xe50>
mov    ecx,r11d
and    ecx,0x38
xor    r15d,r15d
mov    rdx,r13
nop    DWORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm15,ZMMWORD PTR [r9+r15*8-0x100]
vpsrlq zmm14,zmm15,0x20
vpmuludq zmm16,zmm14,zmm0
vpmuludq zmm14,zmm14,zmm11
vpsllq zmm14,zmm14,0x20
vpaddq zmm14,zmm16,zmm14
vpsrlq zmm16,zmm14,0x1b
vpandq zmm16,zmm16,zmm4
vmovdqu64 ZMMWORD PTR [r9+r15*8],zmm16
vpsrlq zmm14,zmm14,0x20
vpmovqd ymm14,zmm14
vpmuludq zmm15,zmm15,zmm5
vpsrlq zmm15,zmm15,0x16
vpandq zmm15,zmm15,zmm6
vmovd  r12d,xmm15
vpextrd ebp,xmm15,0x2
vextracti128 xmm13,ymm15,0x1
vmovd  r13d,xmm13
vpextrd r11d,xmm13,0x2
vextracti32x4 xmm13,zmm15,0x2
vmovd  r8d,xmm13
vpextrd edi,xmm13,0x2
vextracti32x4 xmm13,zmm15,0x3
vmovd  ebx,xmm13
vpextrd eax,xmm13,0x2
movzx  r12d,WORD PTR [r10+r12*2]
vmovd  xmm13,r12d
vpinsrw xmm13,xmm13,WORD PTR [r10+rbp*2],0x1
vpinsrw xmm13,xmm13,WORD PTR [r10+r13*2],0x2
vpinsrw xmm13,xmm13,WORD PTR [r10+r11*2],0x3
vpinsrw xmm13,xmm13,WORD PTR [r10+r8*2],0x4
vpinsrw xmm13,xmm13,WORD PTR [r10+rdi*2],0x5
vpinsrw xmm13,xmm13,WORD PTR [r10+rbx*2],0x6
vpinsrw xmm13,xmm13,WORD PTR [r10+rax*2],0x7
vpand  ymm14,ymm14,ymm3
vpaddw xmm13,xmm13,xmm13
vpmovzxwd ymm13,xmm13
vpand  ymm13,ymm13,ymm7
vpor   ymm13,ymm13,ymm14
vmovdqu YMMWORD PTR [r9+r15*4+0x100],ymm13
add    r15,0x8
cmp    rdx,r15
jne    11bf20 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xd20>
mov    r11,QWORD PTR [rsp]
cmp    r11,rcx
mov    rdx,QWORD PTR [rsp+0x40]
mov    rbx,QWORD PTR [rsp+0x48]
mov    rbp,QWORD PTR [rsp+0x20]
movabs r15,0x1fffffffc0
mov    r8,QWORD PTR [rsp+0x38]
je     11c0a3 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xea3>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r9+rcx*8-0x100]
mov    edi,0x9e3779b1
imul   edi,eax
shr    rax,0x20
imul   rax,r8
mov    r8,rax
shr    r8,0x1b
and    r8,r15
mov    QWORD PTR [r9+rcx*8],r8
mov    r8,QWORD PTR [rsp+0x38]
shr    rax,0x20
and    eax,0x1
shr    edi,0x16
movzx  edi,WORD PTR [r10+rdi*2]
and    edi,0x1ff
lea    eax,[rax+rdi*2]
mov    DWORD PTR [r9+rcx*4+0x100],eax
inc    rcx
cmp    r11,rcx
jne    11c050 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xe50>
cmp    BYTE PTR [rsp+0x14],0x0
mov    r12,QWORD PTR [rsp+0x28]
mov    r13,QWORD PTR [rsp+0x18]
je     11c150 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf50>
mov    rax,QWORD PTR [rsp]
lea    r15,[rax*8-0x8]
mov    eax,r15d
not    eax
mov    rcx,r9
test   al,0x38
je     11c0f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xef0>
mov    edi,r15d
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rcx,r9
xchg   ax,ax
mov    rax,QWORD PTR [rcx]
add    rcx,0x8
prefetcht0 BYTE PTR [rsi+rax*1]
dec    rdi
jne    11c0e0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xee0>
cmp    r15,0x38
jb     11c150 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf50>
mov    rax,QWORD PTR [rsp]
lea    rdi,[r9+rax*8]
xchg   ax,ax
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
cmp    rcx,rdi
jne    11c100 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf00>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r12,0x1
adc    r12,0x0
xor    r9d,r9d
jmp    11c1c0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xfc0>
nop    DWORD PTR [rax]
add    rcx,rsi
inc    r9
vmovd  xmm13,r15d
mov    eax,0x9e3779b1
imul   eax,r15d
shr    r15,0x20
imul   r15,r8
shr    eax,0x16
shr    r15,0x1b
and    r15d,0x20
movzx  eax,WORD PTR [r10+rax*2]
vpbroadcastd ymm13,xmm13
vpmulld ymm13,ymm13,ymm2
vpsrld ymm13,ymm13,0x1b
vpsllvd ymm13,ymm3,ymm13
kmovw  k1,eax
vmovdqa32 zmm13{k1}{z},zmm13
vpor   ymm13,ymm13,YMMWORD PTR [rcx+r15*1]
vmovdqa YMMWORD PTR [rcx+r15*1],ymm13
cmp    r12,r9
je     11b9e0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x7e0>
mov    r15,QWORD PTR [r14+r9*8]
mov    rcx,QWORD PTR [r14+r9*8+0x100]
cmp    rdx,rbx
je     11c160 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf60>
shr    rcx,0x6
cmp    rcx,rdx
jae    11c6b2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x14b2>
shl    rcx,0x6
jmp    11c160 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xf60>
add    rsp,0x568
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
mov    QWORD PTR [rsp+0x28],r12
mov    r8d,r12d
and    r8d,0x38
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0x60]
vpsrlq zmm1,zmm3,0x20
vpmuludq zmm4,zmm1,zmm0
vpsrlq zmm2,zmm0,0x20
vpmuludq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm4,zmm1
vpsrlq zmm4,zmm1,0x1b
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffef4ed5]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm4
vpsrlq zmm4,zmm1,0x20
vpbroadcastd ymm1,DWORD PTR [rip+0xffffffffffef4dda]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpmuludq zmm3,zmm3,QWORD BCST [rip+0xffffffffffef50d8]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpmovqd ymm4,zmm4
vpsrlq zmm3,zmm3,0x16
vpandq zmm3,zmm3,QWORD BCST [rip+0xffffffffffef4e71]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpand  ymm4,ymm4,ymm1
vmovd  r14d,xmm3
vpextrd eax,xmm3,0x2
mov    QWORD PTR [rsp],rax
vextracti128 xmm5,ymm3,0x1
vmovd  r15d,xmm5
vpextrd r12d,xmm5,0x2
vextracti32x4 xmm5,zmm3,0x2
vmovd  r13d,xmm5
vpextrd r9d,xmm5,0x2
vextracti32x4 xmm3,zmm3,0x3
vmovd  ecx,xmm3
vpextrd eax,xmm3,0x2
movzx  r14d,WORD PTR [r10+r14*2]
vmovd  xmm3,r14d
mov    r14,QWORD PTR [rsp]
vpinsrw xmm3,xmm3,WORD PTR [r10+r14*2],0x1
vpinsrw xmm3,xmm3,WORD PTR [r10+r15*2],0x2
vpinsrw xmm3,xmm3,WORD PTR [r10+r12*2],0x3
vpinsrw xmm3,xmm3,WORD PTR [r10+r13*2],0x4
vpinsrw xmm3,xmm3,WORD PTR [r10+r9*2],0x5
vpinsrw xmm3,xmm3,WORD PTR [r10+rcx*2],0x6
vpinsrw xmm3,xmm3,WORD PTR [r10+rax*2],0x7
vpaddw xmm3,xmm3,xmm3
vpmovzxwd ymm5,xmm3
vpbroadcastd ymm3,DWORD PTR [rip+0xffffffffffef4d35]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpand  ymm5,ymm5,ymm3
vpor   ymm4,ymm5,ymm4
vmovdqu YMMWORD PTR [rsp+0x260],ymm4
cmp    r8,0x8
je     11c676 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1476>
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0xa0]
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm6,zmm4,zmm0
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm6,zmm4,0x1b
vpandq zmm6,zmm6,QWORD BCST [rip+0xffffffffffef4daa]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm6
vpsrlq zmm4,zmm4,0x20
vpmovqd ymm4,zmm4
vpand  ymm4,ymm4,ymm1
vpmuludq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef4fac]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm5,zmm5,0x16
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef4d4b]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  ecx,xmm5
vpextrd eax,xmm5,0x2
mov    QWORD PTR [rsp],rax
vextracti128 xmm6,ymm5,0x1
vmovd  r9d,xmm6
vpextrd r14d,xmm6,0x2
vextracti32x4 xmm6,zmm5,0x2
vmovd  r15d,xmm6
vpextrd r12d,xmm6,0x2
vextracti32x4 xmm5,zmm5,0x3
vmovd  r13d,xmm5
vpextrd eax,xmm5,0x2
movzx  ecx,WORD PTR [r10+rcx*2]
vmovd  xmm5,ecx
mov    rcx,QWORD PTR [rsp]
vpinsrw xmm5,xmm5,WORD PTR [r10+rcx*2],0x1
vpinsrw xmm5,xmm5,WORD PTR [r10+r9*2],0x2
vpinsrw xmm5,xmm5,WORD PTR [r10+r14*2],0x3
vpinsrw xmm5,xmm5,WORD PTR [r10+r15*2],0x4
vpinsrw xmm5,xmm5,WORD PTR [r10+r12*2],0x5
vpinsrw xmm5,xmm5,WORD PTR [r10+r13*2],0x6
vpinsrw xmm5,xmm5,WORD PTR [r10+rax*2],0x7
vpaddw xmm5,xmm5,xmm5
vpmovzxwd ymm5,xmm5
vpand  ymm5,ymm5,ymm3
vpor   ymm4,ymm5,ymm4
vmovdqu YMMWORD PTR [rsp+0x280],ymm4
cmp    r8d,0x10
je     11c676 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1476>
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0xe0]
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm6,zmm4,zmm0
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm6,zmm4,0x1b
vpandq zmm6,zmm6,QWORD BCST [rip+0xffffffffffef4c92]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm6
vpsrlq zmm4,zmm4,0x20
vpmovqd ymm4,zmm4
vpand  ymm4,ymm4,ymm1
vpmuludq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef4e94]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm5,zmm5,0x16
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef4c33]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  ecx,xmm5
vpextrd eax,xmm5,0x2
mov    QWORD PTR [rsp],rax
vextracti128 xmm6,ymm5,0x1
vmovd  r9d,xmm6
vpextrd r14d,xmm6,0x2
vextracti32x4 xmm6,zmm5,0x2
vmovd  r15d,xmm6
vpextrd r12d,xmm6,0x2
vextracti32x4 xmm5,zmm5,0x3
vmovd  r13d,xmm5
vpextrd eax,xmm5,0x2
movzx  ecx,WORD PTR [r10+rcx*2]
vmovd  xmm5,ecx
mov    rcx,QWORD PTR [rsp]
vpinsrw xmm5,xmm5,WORD PTR [r10+rcx*2],0x1
vpinsrw xmm5,xmm5,WORD PTR [r10+r9*2],0x2
vpinsrw xmm5,xmm5,WORD PTR [r10+r14*2],0x3
vpinsrw xmm5,xmm5,WORD PTR [r10+r15*2],0x4
vpinsrw xmm5,xmm5,WORD PTR [r10+r12*2],0x5
vpinsrw xmm5,xmm5,WORD PTR [r10+r13*2],0x6
vpinsrw xmm5,xmm5,WORD PTR [r10+rax*2],0x7
vpaddw xmm5,xmm5,xmm5
vpmovzxwd ymm5,xmm5
vpand  ymm5,ymm5,ymm3
vpor   ymm4,ymm5,ymm4
vmovdqu YMMWORD PTR [rsp+0x2a0],ymm4
cmp    r8d,0x18
je     11c676 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x1476>
vmovdqu64 zmm4,ZMMWORD PTR [rsp+0x120]
vpsrlq zmm5,zmm4,0x20
vpmuludq zmm6,zmm5,zmm0
vpmuludq zmm2,zmm5,zmm2
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm6,zmm2
vpsrlq zmm5,zmm2,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef4b7a]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm5
vpsrlq zmm2,zmm2,0x20
vpmuludq zmm4,zmm4,QWORD BCST [rip+0xffffffffffef4d86]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm4,zmm4,0x16
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffef4b25]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vextracti128 xmm5,ymm4,0x1
vmovq  QWORD PTR [rsp],xmm5
vpextrq rcx,xmm5,0x1
vextracti32x4 xmm5,zmm4,0x2
vmovq  r9,xmm5
vpextrq r14,xmm5,0x1
vpmovqd ymm2,zmm2
vmovq  r15,xmm4
vpextrq r12,xmm4,0x1
vextracti32x4 xmm4,zmm4,0x3
vmovq  r13,xmm4
vpextrq rax,xmm4,0x1
movzx  r15d,WORD PTR [r10+r15*2]
vmovd  xmm4,r15d
vpinsrw xmm4,xmm4,WORD PTR [r10+r12*2],0x1
mov    r15,QWORD PTR [rsp]
vpinsrw xmm4,xmm4,WORD PTR [r10+r15*2],0x2
vpinsrw xmm4,xmm4,WORD PTR [r10+rcx*2],0x3
vpinsrw xmm4,xmm4,WORD PTR [r10+r9*2],0x4
vpinsrw xmm4,xmm4,WORD PTR [r10+r14*2],0x5
vpinsrw xmm4,xmm4,WORD PTR [r10+r13*2],0x6
vpand  ymm1,ymm2,ymm1
vpinsrw xmm2,xmm4,WORD PTR [r10+rax*2],0x7
vpaddw xmm2,xmm2,xmm2
vpmovzxwd ymm2,xmm2
vpand  ymm2,ymm2,ymm3
vpor   ymm1,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm1
mov    r12,QWORD PTR [rsp+0x28]
cmp    r12,r8
mov    r13,QWORD PTR [rsp+0x18]
movabs r14,0x1fffffffc0
lea    r15,[rbx+rbx*1]
jne    11b830 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x630>
jmp    11b87c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x67c>
lea    rcx,[rip+0xea5e5]        # 206c88 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x570>
mov    rsi,r9
mov    rdx,rbp
vzeroupper
call   QWORD PTR [rip+0xedb9e]        # 20a250 <_DYNAMIC+0x330>
lea    rax,[rip+0xea5e7]        # 206ca0 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x588>
mov    rdi,rcx
mov    rsi,rdx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0xedaa5]        # 20a170 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
