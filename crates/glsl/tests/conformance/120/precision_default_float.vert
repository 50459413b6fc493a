// expect: fail -- GLSL 1.20 section 4.5.3: precision statements exist in GLSL ES and from GLSL 1.30
#version 120
precision highp float;
precision mediump int;
void main() {}
