// expect: compile -- GLSL 1.10 section 8: `cross` is a built-in function in every version
#version 110
void main() {
    float r = cross(vec3(1.0), vec3(0.0, 1.0, 0.0)).x;
}
