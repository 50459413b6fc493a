// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_InstanceID is a vertex input from GLSL 1.40
#version 150 compatibility
void main() {
    int i = gl_InstanceID;
}
