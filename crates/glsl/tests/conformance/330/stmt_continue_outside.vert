// expect: fail -- GLSL 3.30 section 6.4: continue outside a loop is an error
#version 330 core
void main() {
    continue;
}
