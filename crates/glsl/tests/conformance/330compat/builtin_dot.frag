// expect: compile -- GLSL 3.30 (compatibility) section 8: `dot` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = dot(vec3(1.0), vec3(1.0));
}
