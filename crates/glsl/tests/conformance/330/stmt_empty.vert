// expect: compile -- GLSL 3.30 section 6: an empty statement
#version 330 core
void main() {
    ;;
}
