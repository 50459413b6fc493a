// expect: compile -- GLSL 1.30 section 8: `dot` is a built-in function in every version
#version 130
void main() {
    float r = dot(vec3(1.0), vec3(1.0));
}
