// expect: compile -- GLSL 1.30 section 4.1.10: ivecN converts implicitly to vecN from GLSL 1.20
#version 130
void main() {
    vec3 f = ivec3(1, 2, 3);
}
