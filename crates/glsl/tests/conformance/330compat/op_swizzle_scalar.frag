// expect: fail -- GLSL 3.30 (compatibility) section 5.5: swizzling a scalar needs GLSL 4.20
#version 330 compatibility
void main() {
    float a = 1.0; vec2 b = a.xx;
}
