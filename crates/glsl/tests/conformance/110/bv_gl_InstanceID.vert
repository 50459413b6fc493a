// expect: fail -- GLSL 1.10 section 7: gl_InstanceID is a vertex input from GLSL 1.40
#version 110
void main() {
    int i = gl_InstanceID;
}
