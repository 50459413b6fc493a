// expect: compile -- GLSL 1.20 section 8: `dot` is a built-in function in every version
#version 120
void main() {
    float r = dot(vec3(1.0), vec3(1.0));
}
