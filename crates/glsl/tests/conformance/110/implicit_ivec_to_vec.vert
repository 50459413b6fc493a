// expect: fail -- GLSL 1.10 section 4.1.9: ivecN converts implicitly to vecN from GLSL 1.20
#version 110
void main() {
    vec3 f = ivec3(1, 2, 3);
}
