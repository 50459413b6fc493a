// expect: compile -- GLSL 1.50 (compatibility) section 4.1.10: ivecN converts implicitly to vecN from GLSL 1.20
#version 150 compatibility
void main() {
    vec3 f = ivec3(1, 2, 3);
}
