000000000012a720 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x568
mov    DWORD PTR [rsp+0x14],r9d
mov    QWORD PTR [rsp+0x58],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    12bc35 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1515>
mov    rbx,QWORD PTR [rdi]
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
mov    r12,QWORD PTR [rcx+0x8]
cmp    r12,0x20
mov    ebp,0x20
cmovb  rbp,r12
test   r12,r12
je     12b770 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1050>
mov    r15,r8
mov    r8,QWORD PTR [rcx]
mov    rdi,rbp
shr    rdi,0x3
mov    eax,ebp
and    eax,0x38
test   rdi,rdi
je     12ab51 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x431>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r8],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffee6ac8]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpmuludq zmm4,zmm3,zmm1
vpsrlq zmm5,zmm3,0x20
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffee68d9]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq zmm5,zmm5,zmm0
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee67d9]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xffffffffffee6856],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
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
je     12ab51 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x431>
vprolq zmm3,ZMMWORD PTR [r8+0x40],0x20
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee6720]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffee679d],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
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
je     12ab51 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x431>
vprolq zmm3,ZMMWORD PTR [r8+0x80],0x20
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee6667]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffee66e4],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
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
je     12ab51 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x431>
vprolq zmm3,ZMMWORD PTR [r8+0xc0],0x20
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
vpaddq zmm4,zmm4,QWORD BCST [rip+0xffffffffffee65ae]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm4,zmm3,QWORD BCST [rip+0xffffffffffee662b],0x78        # 11138 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
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
cmp    rax,rbp
je     12acdc <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5bc>
mov    r10,rax
or     r10,0x1
cmp    rbp,r10
cmova  r10,rbp
mov    rdi,QWORD PTR [rcx+0x10]
mov    r9,r10
sub    r9,rax
cmp    r9,0x8
jae    12ab8a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x46a>
mov    r9,rax
movabs r14,0x9fb21c651e98df25
jmp    12ac90 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x570>
and    r10d,0x7
sub    r9,r10
add    r9,rax
vpbroadcastq zmm0,rdi
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffee67b4]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffee6602]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm3,QWORD PTR [rip+0xffffffffffee64f8]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax+rax*1+0x0]
vprolq zmm4,ZMMWORD PTR [r8+rax*8],0x20
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
cmp    r9,rax
jne    12abc0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a0>
test   r10,r10
movabs r14,0x9fb21c651e98df25
je     12acdc <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5bc>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r8+r9*8]
rol    rax,0x20
xor    rax,rdi
mov    r10,rax
rol    r10,0x31
mov    r11,rax
rol    r11,0x18
xor    r11,r10
xor    r11,rax
imul   r11,r14
mov    rax,r11
shr    rax,0x23
add    rax,0x8
xor    rax,r11
imul   rax,r14
mov    r10,rax
shr    r10,0x1c
xor    r10,rax
mov    QWORD PTR [rsp+r9*8+0x60],r10
inc    r9
cmp    r9,rbp
jb     12ac90 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x570>
lea    r13,[rsp+0x160]
movabs r14,0x1fffffffc0
mov    r9d,0x9e3779b1
add    rdx,rdx
vpbroadcastq zmm0,rdx
cmp    r12,0x8
mov    QWORD PTR [rsp+0x18],r12
mov    QWORD PTR [rsp+0x40],r8
mov    QWORD PTR [rsp+0x28],rdx
jb     12ad46 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x626>
lea    rax,[rsp+0x260]
lea    r10,[rsp+rbp*8]
add    r10,0x160
lea    r11,[rsp+rbp*4]
add    r11,0x260
cmp    r13,r11
setb   r11b
cmp    rax,r10
setb   al
test   r11b,al
je     12b785 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1065>
xor    r10d,r10d
nop    DWORD PTR [rax+0x0]
mov    rax,QWORD PTR [rsp+r10*8+0x60]
mov    rdi,rax
shr    rdi,0x20
imul   rdi,rdx
mov    r8,rdi
shr    r8,0x1b
and    r8,r14
mov    QWORD PTR [rsp+r10*8+0x160],r8
shr    rdi,0x20
and    edi,0x1
imul   eax,r9d
shr    eax,0x16
movzx  eax,WORD PTR [rbx+rax*2]
and    eax,0x1ff
lea    eax,[rdi+rax*2]
mov    DWORD PTR [rsp+r10*4+0x260],eax
inc    r10
cmp    rbp,r10
jne    12ad50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x630>
cmp    BYTE PTR [rsp+0x14],0x0
je     12ae50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x730>
lea    r9,[rbp*8-0x8]
mov    edi,r9d
not    edi
mov    rax,r13
test   dil,0x38
je     12ade0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6c0>
mov    r10d,r9d
shr    r10d,0x3
inc    r10d
and    r10d,0x7
mov    rax,r13
xchg   ax,ax
mov    rdi,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+rdi*1]
dec    r10
jne    12add0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6b0>
cmp    r9,0x38
jb     12ae50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x730>
lea    rdi,[rbp*8+0x0]
add    rdi,r13
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r8,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+r8*1]
cmp    rax,rdi
jne    12ae00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6e0>
mov    r14,QWORD PTR [rcx+0x10]
vpbroadcastq zmm1,r14
mov    rax,QWORD PTR [r15]
mov    QWORD PTR [rsp+0x48],rax
mov    rax,QWORD PTR [r15+0x8]
mov    QWORD PTR [rsp+0x38],rax
lea    r15,[rsp+0x2e0]
lea    rax,[rsp+0x60]
xor    r13d,r13d
vmovdqa ymm2,YMMWORD PTR [rip+0xffffffffffee815d]        # 12fe0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x530>
vpbroadcastd ymm3,DWORD PTR [rip+0xffffffffffee61b4]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpbroadcastq zmm4,QWORD PTR [rip+0xffffffffffee628a]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffee64a8]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffee624e]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpbroadcastd ymm7,DWORD PTR [rip+0xffffffffffee61a1]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpbroadcastq zmm8,QWORD PTR [rip+0xffffffffffee649b]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq zmm9,QWORD PTR [rip+0xffffffffffee62e9]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm10,QWORD PTR [rip+0xffffffffffee61df]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpsrlq zmm11,zmm0,0x20
vpbroadcastq zmm12,QWORD PTR [rip+0xffffffffffee629e]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa64 zmm17,ZMMWORD PTR [rip+0xfffffffffff0ba14]        # 36900 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10608>
mov    QWORD PTR [rsp+0x30],r14
jmp    12af0e <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7ee>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rsp+0x8]
cmp    r12,r13
je     12b770 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1050>
mov    r11,rbp
mov    rdi,r13
mov    QWORD PTR [rsp+0x8],r15
mov    r15,rax
add    r13,rbp
mov    rbp,r12
sub    rbp,r13
cmp    rbp,0x20
mov    eax,0x20
cmovae rbp,rax
mov    rcx,r12
sub    rcx,r13
movabs r9,0x9fb21c651e98df25
je     12b520 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe00>
mov    r10,rbp
add    r10,r13
jb     12bc1c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14fc>
cmp    r10,r12
ja     12bc1c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14fc>
mov    QWORD PTR [rsp],r11
mov    rax,QWORD PTR [rsp+0x40]
lea    r10,[rax+r13*8]
mov    r14,rbp
shr    r14,0x3
mov    rax,QWORD PTR [rsp+0x8]
je     12b230 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb10>
vprolq zmm14,ZMMWORD PTR [r10],0x20
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
vmovdqu64 ZMMWORD PTR [rax],zmm14
cmp    r14,0x1
je     12b230 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb10>
vprolq zmm14,ZMMWORD PTR [r10+0x40],0x20
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
vmovdqu64 ZMMWORD PTR [rax+0x40],zmm14
cmp    r14,0x2
je     12b230 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb10>
vprolq zmm14,ZMMWORD PTR [r10+0x80],0x20
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
vmovdqu64 ZMMWORD PTR [rax+0x80],zmm14
cmp    r14,0x3
je     12b230 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb10>
vprolq zmm14,ZMMWORD PTR [r10+0xc0],0x20
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
vmovdqu64 ZMMWORD PTR [rax+0xc0],zmm14
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r8d,ebp
and    r8d,0x38
mov    r12,r8
cmp    r8,rbp
mov    QWORD PTR [rsp+0x20],rbp
mov    r13,QWORD PTR [rsp+0x30]
je     12b3a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc80>
mov    r8,rbp
mov    r14,r12
mov    r11,r12
or     r11,0x1
cmp    rbp,r11
cmova  r11,rbp
mov    rbp,r11
sub    rbp,r12
cmp    rbp,0x8
jb     12b350 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>
mov    r8d,r11d
and    r8d,0x7
sub    rbp,r8
mov    r14,rbp
mov    rbp,r12
add    r14,r12
and    r11,0xfffffffffffffff8
nop    DWORD PTR [rax+rax*1+0x0]
vprolq zmm14,ZMMWORD PTR [r10+rbp*8],0x20
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
vmovdqu64 ZMMWORD PTR [rax+rbp*8],zmm14
add    rbp,0x8
cmp    r11,rbp
jne    12b290 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb70>
test   r8,r8
mov    r8,QWORD PTR [rsp+0x20]
mov    r13,QWORD PTR [rsp+0x30]
je     12b3a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc80>
xchg   ax,ax
mov    rbp,QWORD PTR [r10+r14*8]
rol    rbp,0x20
xor    rbp,r13
mov    rax,rbp
rol    rax,0x31
mov    r11,rbp
rol    r11,0x18
xor    r11,rax
xor    r11,rbp
imul   r11,r9
mov    rax,r11
shr    rax,0x23
add    rax,0x8
xor    rax,r11
imul   rax,r9
mov    r11,rax
shr    r11,0x1c
xor    r11,rax
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rax+r14*8],r11
inc    r14
cmp    r14,r8
jb     12b350 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>
lea    r10,[rax+0x100]
cmp    rcx,0x8
jae    12b3c0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xca0>
xor    eax,eax
mov    rbp,QWORD PTR [rsp+0x20]
jmp    12b3fc <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcdc>
cs nop WORD PTR [rax+rax*1+0x0]
mov    r8,rax
add    rax,0x200
mov    rbp,QWORD PTR [rsp+0x20]
lea    rcx,[r8+rbp*8]
add    rcx,0x100
lea    r11,[r8+rbp*4]
add    r11,0x200
cmp    r10,r11
setb   r11b
cmp    rax,rcx
setb   al
test   r11b,al
je     12b628 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf08>
xor    eax,eax
movabs r11,0x1fffffffc0
mov    rcx,QWORD PTR [rsp]
lea    r13,[rcx+rdi*1]
mov    r12,QWORD PTR [rsp+0x18]
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r10+rax*8-0x100]
mov    r9d,0x9e3779b1
imul   r9d,ecx
shr    rcx,0x20
imul   rcx,rdx
mov    r8,rcx
shr    r8,0x1b
and    r8,r11
mov    QWORD PTR [r10+rax*8],r8
shr    rcx,0x20
and    ecx,0x1
shr    r9d,0x16
movzx  r8d,WORD PTR [rbx+r9*2]
and    r8d,0x1ff
lea    ecx,[rcx+r8*2]
mov    DWORD PTR [r10+rax*4+0x100],ecx
inc    rax
cmp    rbp,rax
jne    12b420 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd00>
cmp    BYTE PTR [rsp+0x14],0x0
mov    r11,QWORD PTR [rsp]
je     12b520 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe00>
lea    r11,[rbp*8-0x8]
mov    ecx,r11d
not    ecx
mov    rax,r10
test   cl,0x38
je     12b4c0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xda0>
mov    r14d,r11d
shr    r14d,0x3
inc    r14d
and    r14d,0x7
mov    rax,r10
nop    DWORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+rcx*1]
dec    r14
jne    12b4b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd90>
cmp    r11,0x38
mov    r11,QWORD PTR [rsp]
jb     12b520 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe00>
lea    r10,[r10+rbp*8]
xchg   ax,ax
mov    rcx,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rcx*1]
cmp    rax,r10
jne    12b4d0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdb0>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r13,rdi
jb     12bc04 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14e4>
cmp    r13,QWORD PTR [rsp+0x38]
ja     12bc04 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14e4>
add    rdi,QWORD PTR [rsp+0x48]
cmp    r11,0x20
jne    12b5b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe90>
xor    eax,eax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r15+rax*8+0x100]
add    rcx,rsi
mov    r9d,DWORD PTR [r15+rax*4+0x200]
mov    r8d,r9d
shr    r8d,1
shl    r9d,0x5
and    r9d,0x20
vpbroadcastd ymm13,DWORD PTR [r15+rax*8]
vmovdqa ymm14,YMMWORD PTR [r9+rcx*1]
vpmulld ymm13,ymm13,ymm2
vpsrld ymm13,ymm13,0x1b
vpsllvd ymm13,ymm3,ymm13
kmovw  k1,r8d
vmovdqa32 zmm13{k1}{z},zmm13
vptest ymm14,ymm13
setb   BYTE PTR [rdi+rax*1]
inc    rax
cmp    rax,0x20
jne    12b550 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe30>
jmp    12af00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7e0>
nop
test   r11,r11
je     12af00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7e0>
xor    eax,eax
nop    DWORD PTR [rax+rax*1+0x0]
cmp    rax,0x20
je     12bc5d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x153d>
mov    rcx,QWORD PTR [r15+rax*8+0x100]
add    rcx,rsi
mov    r9d,DWORD PTR [r15+rax*4+0x200]
mov    r8d,r9d
shr    r8d,1
shl    r9d,0x5
and    r9d,0x20
vpbroadcastd ymm13,DWORD PTR [r15+rax*8]
vmovdqa ymm14,YMMWORD PTR [r9+rcx*1]
vpmulld ymm13,ymm13,ymm2
vpsrld ymm13,ymm13,0x1b
vpsllvd ymm13,ymm3,ymm13
kmovw  k1,r8d
vmovdqa32 zmm13{k1}{z},zmm13
vptest ymm14,ymm13
setb   BYTE PTR [rdi+rax*1]
inc    rax
cmp    r11,rax
jne    12b5c0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xea0>
jmp    12af00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7e0>
mov    eax,ebp
and    eax,0x38
xor    r14d,r14d
mov    QWORD PTR [rsp+0x50],r12
data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm15,ZMMWORD PTR [r10+r14*8-0x100]
vpsrlq zmm14,zmm15,0x20
vpmuludq zmm16,zmm14,zmm0
vpmuludq zmm14,zmm14,zmm11
vpsllq zmm14,zmm14,0x20
vpaddq zmm14,zmm16,zmm14
vpsrlq zmm16,zmm14,0x1b
vpandq zmm16,zmm16,zmm4
vmovdqu64 ZMMWORD PTR [r10+r14*8],zmm16
vpsrlq zmm14,zmm14,0x20
vpmovqd ymm14,zmm14
vpmuludq zmm15,zmm15,zmm5
vpsrlq zmm15,zmm15,0x16
vpandq zmm15,zmm15,zmm6
vmovd  edx,xmm15
vpextrd r11d,xmm15,0x2
vextracti128 xmm13,ymm15,0x1
vmovd  ebp,xmm13
vpextrd r8d,xmm13,0x2
vextracti32x4 xmm13,zmm15,0x2
vmovd  r9d,xmm13
vpextrd ecx,xmm13,0x2
vextracti32x4 xmm13,zmm15,0x3
vmovd  r13d,xmm13
vpextrd r12d,xmm13,0x2
movzx  edx,WORD PTR [rbx+rdx*2]
vmovd  xmm13,edx
vpinsrw xmm13,xmm13,WORD PTR [rbx+r11*2],0x1
vpinsrw xmm13,xmm13,WORD PTR [rbx+rbp*2],0x2
vpinsrw xmm13,xmm13,WORD PTR [rbx+r8*2],0x3
vpinsrw xmm13,xmm13,WORD PTR [rbx+r9*2],0x4
vpinsrw xmm13,xmm13,WORD PTR [rbx+rcx*2],0x5
vpinsrw xmm13,xmm13,WORD PTR [rbx+r13*2],0x6
vpinsrw xmm13,xmm13,WORD PTR [rbx+r12*2],0x7
vpand  ymm14,ymm14,ymm3
vpaddw xmm13,xmm13,xmm13
vpmovzxwd ymm13,xmm13
vpand  ymm13,ymm13,ymm7
vpor   ymm13,ymm13,ymm14
vmovdqu YMMWORD PTR [r10+r14*4+0x100],ymm13
add    r14,0x8
cmp    QWORD PTR [rsp+0x50],r14
jne    12b640 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf20>
mov    rbp,QWORD PTR [rsp+0x20]
cmp    rbp,rax
mov    rdx,QWORD PTR [rsp+0x28]
mov    r12,QWORD PTR [rsp+0x18]
movabs r11,0x1fffffffc0
mov    rcx,QWORD PTR [rsp]
lea    r13,[rcx+rdi*1]
jne    12b420 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd00>
jmp    12b473 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd53>
add    rsp,0x568
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
mov    QWORD PTR [rsp+0x8],r15
mov    rdx,rbp
mov    r10d,ebp
and    r10d,0x38
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0x60]
vpsrlq zmm1,zmm3,0x20
vpmuludq zmm4,zmm1,zmm0
vpsrlq zmm2,zmm0,0x20
vpmuludq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm4,zmm1
vpsrlq zmm4,zmm1,0x1b
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffee5949]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm4
vpsrlq zmm4,zmm1,0x20
vpbroadcastd ymm1,DWORD PTR [rip+0xffffffffffee584e]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpmuludq zmm3,zmm3,QWORD BCST [rip+0xffffffffffee5b4c]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpmovqd ymm4,zmm4
vpsrlq zmm3,zmm3,0x16
vpandq zmm3,zmm3,QWORD BCST [rip+0xffffffffffee58e5]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpand  ymm4,ymm4,ymm1
vmovd  r8d,xmm3
vpextrd r11d,xmm3,0x2
vextracti128 xmm5,ymm3,0x1
vmovd  r14d,xmm5
vpextrd r15d,xmm5,0x2
vextracti32x4 xmm5,zmm3,0x2
vmovd  r12d,xmm5
vpextrd ebp,xmm5,0x2
vextracti32x4 xmm3,zmm3,0x3
vmovd  edi,xmm3
vpextrd eax,xmm3,0x2
movzx  r8d,WORD PTR [rbx+r8*2]
vmovd  xmm3,r8d
vpinsrw xmm3,xmm3,WORD PTR [rbx+r11*2],0x1
vpinsrw xmm3,xmm3,WORD PTR [rbx+r14*2],0x2
vpinsrw xmm3,xmm3,WORD PTR [rbx+r15*2],0x3
vpinsrw xmm3,xmm3,WORD PTR [rbx+r12*2],0x4
vpinsrw xmm3,xmm3,WORD PTR [rbx+rbp*2],0x5
vpinsrw xmm3,xmm3,WORD PTR [rbx+rdi*2],0x6
vpinsrw xmm3,xmm3,WORD PTR [rbx+rax*2],0x7
vpaddw xmm3,xmm3,xmm3
vpmovzxwd ymm5,xmm3
vpbroadcastd ymm3,DWORD PTR [rip+0xffffffffffee57b4]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpand  ymm5,ymm5,ymm3
vpor   ymm4,ymm5,ymm4
vmovdqu YMMWORD PTR [rsp+0x260],ymm4
cmp    r10,0x8
je     12bbda <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14ba>
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0xa0]
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm6,zmm4,zmm0
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm6,zmm4,0x1b
vpandq zmm6,zmm6,QWORD BCST [rip+0xffffffffffee5829]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm6
vpsrlq zmm4,zmm4,0x20
vpmovqd ymm4,zmm4
vpand  ymm4,ymm4,ymm1
vpmuludq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee5a2b]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm5,zmm5,0x16
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee57ca]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  eax,xmm5
vpextrd edi,xmm5,0x2
vextracti128 xmm6,ymm5,0x1
vmovd  r8d,xmm6
vpextrd r11d,xmm6,0x2
vextracti32x4 xmm6,zmm5,0x2
vmovd  r14d,xmm6
vpextrd r15d,xmm6,0x2
vextracti32x4 xmm5,zmm5,0x3
vmovd  r12d,xmm5
vpextrd ebp,xmm5,0x2
movzx  eax,WORD PTR [rbx+rax*2]
vmovd  xmm5,eax
vpinsrw xmm5,xmm5,WORD PTR [rbx+rdi*2],0x1
vpinsrw xmm5,xmm5,WORD PTR [rbx+r8*2],0x2
vpinsrw xmm5,xmm5,WORD PTR [rbx+r11*2],0x3
vpinsrw xmm5,xmm5,WORD PTR [rbx+r14*2],0x4
vpinsrw xmm5,xmm5,WORD PTR [rbx+r15*2],0x5
vpinsrw xmm5,xmm5,WORD PTR [rbx+r12*2],0x6
vpinsrw xmm5,xmm5,WORD PTR [rbx+rbp*2],0x7
vpaddw xmm5,xmm5,xmm5
vpmovzxwd ymm5,xmm5
vpand  ymm5,ymm5,ymm3
vpor   ymm4,ymm5,ymm4
vmovdqu YMMWORD PTR [rsp+0x280],ymm4
cmp    r10d,0x10
je     12bbda <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14ba>
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0xe0]
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm6,zmm4,zmm0
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm6,zmm4,0x1b
vpandq zmm6,zmm6,QWORD BCST [rip+0xffffffffffee571c]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm6
vpsrlq zmm4,zmm4,0x20
vpmovqd ymm4,zmm4
vpand  ymm4,ymm4,ymm1
vpmuludq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee591e]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm5,zmm5,0x16
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee56bd]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  eax,xmm5
vpextrd edi,xmm5,0x2
vextracti128 xmm6,ymm5,0x1
vmovd  r8d,xmm6
vpextrd r11d,xmm6,0x2
vextracti32x4 xmm6,zmm5,0x2
vmovd  r14d,xmm6
vpextrd r15d,xmm6,0x2
vextracti32x4 xmm5,zmm5,0x3
vmovd  r12d,xmm5
vpextrd ebp,xmm5,0x2
movzx  eax,WORD PTR [rbx+rax*2]
vmovd  xmm5,eax
vpinsrw xmm5,xmm5,WORD PTR [rbx+rdi*2],0x1
vpinsrw xmm5,xmm5,WORD PTR [rbx+r8*2],0x2
vpinsrw xmm5,xmm5,WORD PTR [rbx+r11*2],0x3
vpinsrw xmm5,xmm5,WORD PTR [rbx+r14*2],0x4
vpinsrw xmm5,xmm5,WORD PTR [rbx+r15*2],0x5
vpinsrw xmm5,xmm5,WORD PTR [rbx+r12*2],0x6
vpinsrw xmm5,xmm5,WORD PTR [rbx+rbp*2],0x7
vpaddw xmm5,xmm5,xmm5
vpmovzxwd ymm5,xmm5
vpand  ymm5,ymm5,ymm3
vpor   ymm4,ymm5,ymm4
vmovdqu YMMWORD PTR [rsp+0x2a0],ymm4
cmp    r10d,0x18
je     12bbda <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14ba>
vmovdqu64 zmm4,ZMMWORD PTR [rsp+0x120]
vpsrlq zmm5,zmm4,0x20
vpmuludq zmm6,zmm5,zmm0
vpmuludq zmm2,zmm5,zmm2
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm6,zmm2
vpsrlq zmm5,zmm2,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffee560f]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm5
vpsrlq zmm2,zmm2,0x20
vpmuludq zmm4,zmm4,QWORD BCST [rip+0xffffffffffee581b]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm4,zmm4,0x16
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffee55ba]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vextracti128 xmm5,ymm4,0x1
vmovq  rax,xmm5
vpextrq rdi,xmm5,0x1
vextracti32x4 xmm5,zmm4,0x2
vmovq  r8,xmm5
vpextrq r11,xmm5,0x1
vpmovqd ymm2,zmm2
vmovq  r14,xmm4
vpextrq r15,xmm4,0x1
vextracti32x4 xmm4,zmm4,0x3
vmovq  r12,xmm4
vpextrq rbp,xmm4,0x1
movzx  r14d,WORD PTR [rbx+r14*2]
vmovd  xmm4,r14d
vpinsrw xmm4,xmm4,WORD PTR [rbx+r15*2],0x1
vpinsrw xmm4,xmm4,WORD PTR [rbx+rax*2],0x2
vpinsrw xmm4,xmm4,WORD PTR [rbx+rdi*2],0x3
vpinsrw xmm4,xmm4,WORD PTR [rbx+r8*2],0x4
vpinsrw xmm4,xmm4,WORD PTR [rbx+r11*2],0x5
vpinsrw xmm4,xmm4,WORD PTR [rbx+r12*2],0x6
vpand  ymm1,ymm2,ymm1
vpinsrw xmm2,xmm4,WORD PTR [rbx+rbp*2],0x7
vpaddw xmm2,xmm2,xmm2
vpmovzxwd ymm2,xmm2
vpand  ymm2,ymm2,ymm3
vpor   ymm1,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm1
mov    rbp,rdx
cmp    rdx,r10
mov    rdx,QWORD PTR [rsp+0x28]
mov    r12,QWORD PTR [rsp+0x18]
movabs r14,0x1fffffffc0
mov    r15,QWORD PTR [rsp+0x8]
jne    12ad50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x630>
jmp    12ad9c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x67c>
lea    rcx,[rip+0xdb95d]        # 207568 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0xe50>
mov    rsi,r13
mov    rdx,QWORD PTR [rsp+0x38]
vzeroupper
call   QWORD PTR [rip+0xde634]        # 20a250 <_DYNAMIC+0x330>
lea    rcx,[rip+0xdb065]        # 206c88 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x570>
mov    rdi,r13
mov    rsi,r10
mov    rdx,r12
vzeroupper
call   QWORD PTR [rip+0xde61b]        # 20a250 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff0c0c0]        # 37d00 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x11a08>
lea    r9,[rip+0xdb029]        # 206c70 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x558>
lea    rsi,[rsp+0x58]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xde87b]        # 20a4d8 <_DYNAMIC+0x5b8>
lea    rdx,[rip+0xdb3c4]        # 207028 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x910>
mov    edi,0x20
mov    esi,0x20
vzeroupper
call   QWORD PTR [rip+0xde4f9]        # 20a170 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
int3
