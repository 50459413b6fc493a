#version 330 core
in vec4 aPos;
in vec4 aColor;
noperspective out vec4 vLinear;
smooth out vec4 vSmooth;
flat out vec4 vFlat;
void main() {
    vLinear = aColor;
    vSmooth = aColor * 2.0;
    vFlat = aColor.wzyx;
    gl_Position = aPos;
}
