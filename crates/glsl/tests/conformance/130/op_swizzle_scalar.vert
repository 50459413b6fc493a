// expect: fail -- GLSL 1.30 section 5.5: swizzling a scalar needs GLSL 4.20
#version 130
void main() {
    float a = 1.0; vec2 b = a.xx;
}
