0000000000049180 <lookup_pinned_avx2>:
push   rax
mov    rax,rdi
mov    rdi,QWORD PTR [rdi]
mov    r8,QWORD PTR [rax+0x8]
mov    edx,DWORD PTR [rax+0x28]
lea    rcx,[rdx-0x1]
cmp    BYTE PTR [rax+0x2c],0x1
jne    49204 <lookup_pinned_avx2+0x84>
cmp    edx,0x8
jne    4928a <lookup_pinned_avx2+0x10a>
mov    rcx,rsi
shr    rcx,0x20
imul   rcx,r8
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,r8
jae    492ad <lookup_pinned_avx2+0x12d>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffbd4c1]        # 66a0 <__abi_tag+0x63a4>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffbd63a]        # 682c <__abi_tag+0x6530>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
mov    rax,r8
mul    rsi
cmp    r8,rdx
jbe    49297 <lookup_pinned_avx2+0x117>
and    ecx,0xf
shl    rdx,0x6
imul   eax,esi,0x9e3779b1
shl    ecx,0xc
add    rcx,QWORD PTR [rip+0x4dbc6]        # 96df0 <_DYNAMIC+0x278>
shr    eax,0x16
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffffbd481]        # 66c0 <__abi_tag+0x63c4>
vpternlogq zmm1,zmm1,zmm1,0xf
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffbd42c]        # 6680 <__abi_tag+0x6384>
vpternlogq zmm0,zmm0,zmm0,0xf
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rcx+rax*4],edx
sete   al
pop    rcx
vzeroupper
ret
mov    rdx,rsi
mov    rsi,r8
pop    rax
jmp    QWORD PTR [rip+0x4db61]        # 96df8 <_DYNAMIC+0x280>
lea    rax,[rip+0x4b1aa]        # 94448 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rdx
mov    rsi,r8
mov    rdx,rax
call   QWORD PTR [rip+0x4db93]        # 96e40 <_DYNAMIC+0x2c8>
lea    rdx,[rip+0x4b1ac]        # 94460 <__frame_dummy_init_array_entry+0x140>
mov    rdi,rax
mov    rsi,r8
call   QWORD PTR [rip+0x4db80]        # 96e40 <_DYNAMIC+0x2c8>
