000000000003e610 <lookup_pinned_avx2>:
push   rax
mov    r8,QWORD PTR [rdi]
mov    rcx,QWORD PTR [rdi+0x8]
cmp    BYTE PTR [rdi+0x2c],0x1
jne    3e682 <lookup_pinned_avx2+0x72>
mov    rax,rsi
shr    rax,0x20
imul   rax,rcx
add    rax,rax
mov    rdi,rax
shr    rdi,0x21
cmp    rdi,rcx
jae    3e70f <lookup_pinned_avx2+0xff>
shl    rdi,0x6
add    r8,rdi
shr    rax,0x1b
and    eax,0x20
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc8004]        # 6660 <__abi_tag+0x6364>
vmovdqa ymm1,YMMWORD PTR [rax+r8*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffc7f58]        # 65c8 <__abi_tag+0x62cc>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
mov    rax,rcx
mul    rsi
cmp    rcx,rdx
jbe    3e71f <lookup_pinned_avx2+0x10f>
mov    eax,DWORD PTR [rdi+0x28]
dec    eax
and    eax,0xf
shl    rdx,0x6
imul   ecx,esi,0x9e3779b1
shl    eax,0xc
add    rax,QWORD PTR [rip+0x4d2db]        # 8b988 <_DYNAMIC+0x2f8>
shr    ecx,0x16
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffffc7fbe]        # 6680 <__abi_tag+0x6384>
vpternlogq zmm1,zmm1,zmm1,0xf
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc7f69]        # 6640 <__abi_tag+0x6344>
vpternlogq zmm0,zmm0,zmm0,0xf
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r8+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r8+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rax+rcx*4],edx
sete   al
pop    rcx
vzeroupper
ret
lea    rdx,[rip+0x4a892]        # 88fa8 <__frame_dummy_init_array_entry+0x128>
mov    rsi,rcx
call   QWORD PTR [rip+0x4d221]        # 8b940 <_DYNAMIC+0x2b0>
lea    rax,[rip+0x4a86a]        # 88f90 <__frame_dummy_init_array_entry+0x110>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x4d20b]        # 8b940 <_DYNAMIC+0x2b0>
