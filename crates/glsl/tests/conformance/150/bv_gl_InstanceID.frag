// expect: fail -- GLSL 1.50 section 7: gl_InstanceID is a vertex input from GLSL 1.40
#version 150 core
void main() {
    int i = gl_InstanceID;
}
