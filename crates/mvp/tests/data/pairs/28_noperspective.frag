#version 330 core
noperspective in vec4 vLinear;
smooth in vec4 vSmooth;
flat in vec4 vFlat;
out vec4 frag;
void main() { frag = vLinear + vSmooth - vFlat; }
