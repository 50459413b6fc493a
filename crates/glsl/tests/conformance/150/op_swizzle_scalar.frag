// expect: fail -- GLSL 1.50 section 5.5: swizzling a scalar needs GLSL 4.20
#version 150 core
void main() {
    float a = 1.0; vec2 b = a.xx;
}
