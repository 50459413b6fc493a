// expect: fail -- GLSL 3.30 section 4.1.3: an integer literal takes no suffix other than u/U
#version 330 core
void main() {
    int i = 1l;
}
