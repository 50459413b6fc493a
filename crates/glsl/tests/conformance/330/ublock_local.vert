// expect: fail -- GLSL 3.30 section 4.3.7: blocks are declared at global scope
#version 330 core
void main() {
    uniform L { float k; };
}
